import { computeWeek, DEFAULT_PAY_RULES, rulesFor, type JurisdictionId, type PayRules, type Punch, type WeekTotals } from '@/lib/pay-rules';

const HOUR = 3_600_000;

/** A card starting at `start` local time (given with its UTC offset) lasting `hours`. */
export function card(date: string, start: string, hours: number, offset: string, extra: Partial<Punch> = {}): Punch {
  const clockIn = `${date}T${start}:00${offset}`;
  return { clockIn, clockOut: new Date(Date.parse(clockIn) + hours * HOUR).toISOString(), breaks: [], breakMinutes: 0, ...extra };
}

/** The rules of a jurisdiction on top of the defaults. */
export const rules = (j: JurisdictionId, over: Partial<PayRules> = {}): PayRules => ({ ...rulesFor(DEFAULT_PAY_RULES, j), ...over });

export const hoursOf = (t: WeekTotals) => [t.regularMinutes / 60, t.overtimeMinutes / 60, t.doubleTimeMinutes / 60];
export const dayMinutes = (t: WeekTotals) => t.days.map((d) => d.workedMinutes);

/**
 * One week with `hours[i]` hours worked on the i-th day from a Monday, each a single card starting at
 * 05:00 local (early enough that 19 hours stay within the day), with no breaks and a rate of 1/hour.
 */
export function week(
  j: JurisdictionId,
  hours: number[],
  zone: string,
  offset: string,
  monday = '2026-01-05',
  over: Partial<PayRules> = {},
): WeekTotals {
  const base = Date.parse(`${monday}T00:00:00Z`);
  const punches = hours.flatMap((h, i) =>
    h > 0 ? [card(new Date(base + i * 24 * HOUR).toISOString().slice(0, 10), '05:00', h, offset)] : [],
  );
  return computeWeek({ punches, timeZone: zone, weekStart: monday, rules: rules(j, over), rates: { pay: 1, bill: 1 } });
}
