/**
 * The pay-and-bill rules engine's contract (DESIGN.md §7 "Money"). Everything under lib/pay-rules is pure:
 * no I/O, no clock, no database; the same input always gives the same totals, so stored totals can be
 * checked against it and a frozen timesheet can say which rules produced it.
 */

type WeekStart = 'monday' | 'sunday';
export type RoundingMode = 'nearest' | 'up' | 'down';
/** Punch rounding steps the admin settings offer (0 = no rounding). */
export type RoundingMinutes = 0 | 5 | 6 | 10 | 15 | 30;

/** Where the overtime thresholds come from: the company's own rules, or a jurisdiction preset (lib/pay-rules/presets.ts). */
export const JURISDICTION_IDS = ['company', 'none', 'us_federal', 'california', 'alaska', 'nevada', 'colorado'] as const;
export type JurisdictionId = (typeof JURISDICTION_IDS)[number];

type Multipliers = {
  overtimePay: number;
  doubleTimePay: number;
  overtimeBill: number;
  doubleTimeBill: number;
};

/** The rules in force for one timesheet: the company rules with the location's jurisdiction preset applied. */
export type PayRules = {
  weekStart: WeekStart;
  rounding: { minutes: RoundingMinutes; mode: RoundingMode };
  /** Breaks shorter than this many minutes are paid (FLSA: rest breaks under 20 minutes); longer ones are unpaid. 0 = every break unpaid. */
  paidBreakUnderMinutes: number;
  /** Hours in one workday after which time is overtime; null = no daily overtime. */
  dailyOvertimeAfter: number | null;
  /** Hours in one workday after which time is double time; null = none. */
  dailyDoubleTimeAfter: number | null;
  /** Regular hours in one workweek after which time is overtime; null = no weekly overtime. */
  weeklyOvertimeAfter: number | null;
  /**
   * California's seventh-day rule: on the seventh consecutive day worked in a workweek, the first
   * `seventhDayOvertimeUpTo` hours are overtime and the rest double time.
   */
  seventhDay: { enabled: boolean; overtimeUpTo: number };
  multipliers: Multipliers;
};

/** One timecard as the engine reads it. Instants are ISO strings with an offset (or Z). */
export type Punch = {
  id?: string;
  clockIn: string;
  /** null: still clocked in; counted as open, never as worked time. */
  clockOut: string | null;
  /** Breaks with their times (from the work app); an open break (end null) counts until clock-out. */
  breaks: { start: string; end: string | null }[];
  /** Break minutes without times (entered by hand); unpaid, taken from the card's first workday. */
  breakMinutes: number;
};

type Rates = { pay: number; bill: number };

export type WeekInput = {
  /** Every punch that overlaps the week; minutes outside it are not counted here (they belong to the neighbouring week). */
  punches: Punch[];
  /** The location's IANA time zone: workdays and the workweek are local calendar days there. */
  timeZone: string;
  /** First local day of the workweek, yyyy-MM-dd (a Monday or a Sunday, per rules.weekStart). */
  weekStart: string;
  rules: PayRules;
  rates: Rates;
};

export type DayTotals = {
  /** Local calendar day, yyyy-MM-dd. */
  date: string;
  /** Paid minutes of the day after rounding and unpaid breaks. */
  workedMinutes: number;
  /** The day's share of the week's worked hours (2 decimals): the seven days sum to hours.worked exactly. */
  hours: number;
  regularMinutes: number;
  overtimeMinutes: number;
  doubleTimeMinutes: number;
};

export type Money = { regular: number; overtime: number; doubleTime: number; total: number };

export type WeekTotals = {
  days: DayTotals[];
  workedMinutes: number;
  regularMinutes: number;
  overtimeMinutes: number;
  doubleTimeMinutes: number;
  /**
   * Hours to 2 decimals (what timesheets store and show): worked is the week's minutes rounded once, half
   * up; the tiers are shares of it that sum to it exactly (lib/pay-rules/hundredths.ts).
   */
  hours: { worked: number; regular: number; overtime: number; doubleTime: number };
  /** Per input punch (same order), its paid minutes on each of the week's 7 local days (zeros for an open one). */
  punchDayMinutes: number[][];
  /** Amounts in the currency's units, rounded to cents. */
  pay: Money;
  bill: Money;
  /** bill.total − pay.total. */
  margin: number;
  /** Punches with no clock-out: not counted; a timesheet with any cannot be submitted or approved. */
  openPunchIds: string[];
};
