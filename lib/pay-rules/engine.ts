import type { DayTotals, WeekInput, WeekTotals } from './types';
import { allocate, type Split } from './allocate';
import { apportion, hundredthsOf } from './hundredths';
import { money } from './money';
import { addCard } from './punches';
import { addDays, dayStart } from './zone';

const MINUTE = 60_000;

/**
 * A week of timecards + the rules in force → regular / overtime / double-time minutes per local day,
 * hours, and pay and bill amounts. Pure: no clock, no I/O; the same input always gives the same output.
 *
 * Everything is counted in whole minutes on epoch-minute instants. Each card is rounded per punch,
 * split at the local midnights of input.timeZone (so a DST night has 23 or 25 hours) and clipped to
 * [weekStart 00:00, weekStart + 7 days 00:00) local: minutes outside belong to the neighbouring week,
 * whose own computation counts them. input.weekStart is taken as given; rules.weekStart is what
 * callers use to choose it (see workweekStart).
 *
 * Cards are added independently: overlapping cards are refused when timecards are saved
 * (lib/timesheets/timecard-rules.ts), and one card's breaks never reduce another's time.
 */
export function computeWeek(input: WeekInput): WeekTotals {
  const { rules, timeZone } = input;
  const dates = Array.from({ length: 7 }, (_, i) => addDays(input.weekStart, i));
  const bounds = [...dates, addDays(input.weekStart, 7)].map((d) => dayStart(timeZone, d) / MINUTE);
  const worked = [0, 0, 0, 0, 0, 0, 0];
  const openPunchIds: string[] = [];
  // Each card's own paid minutes per day, so a screen can show a card's share of the days it worked.
  const punchDayMinutes = input.punches.map((p, i) => {
    const own = [0, 0, 0, 0, 0, 0, 0];
    // A punch without an id is reported by its position in input.punches.
    if (p.clockOut === null) openPunchIds.push(p.id ?? String(i));
    else addCard(p, rules, timeZone, bounds, own);
    own.forEach((m, d) => (worked[d]! += m)); // both hold the week's 7 days
    return own;
  });
  const splits = allocate(worked, rules);
  const workedMinutes = worked.reduce((a, b) => a + b, 0);
  // One rounding for the week; days and tiers are shares of it (./hundredths.ts), so they sum to it exactly.
  const total = hundredthsOf(workedMinutes);
  const dayHundredths = apportion(total, worked);
  // splits, dates, worked and dayHundredths each hold the week's 7 days.
  const days: DayTotals[] = splits.map((s, i) => ({
    date: dates[i]!,
    workedMinutes: worked[i]!,
    hours: dayHundredths[i]! / 100,
    regularMinutes: s.regular,
    overtimeMinutes: s.overtime,
    doubleTimeMinutes: s.doubleTime,
  }));
  const week: Split = { regular: 0, overtime: 0, doubleTime: 0 };
  for (const s of splits) {
    week.regular += s.regular;
    week.overtime += s.overtime;
    week.doubleTime += s.doubleTime;
  }
  const [regular, overtime, doubleTime] = apportion(total, [week.regular, week.overtime, week.doubleTime]);
  const m = rules.multipliers;
  const { cents: payCents, ...pay } = money(week, input.rates.pay, m.overtimePay, m.doubleTimePay);
  const { cents: billCents, ...bill } = money(week, input.rates.bill, m.overtimeBill, m.doubleTimeBill);
  return {
    days,
    workedMinutes,
    regularMinutes: week.regular,
    overtimeMinutes: week.overtime,
    doubleTimeMinutes: week.doubleTime,
    hours: {
      worked: total / 100,
      regular: regular / 100,
      overtime: overtime / 100,
      doubleTime: doubleTime / 100,
    },
    punchDayMinutes,
    pay,
    bill,
    margin: (billCents - payCents) / 100,
    openPunchIds,
  };
}
