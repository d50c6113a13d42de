import type { DayTotals, WeekInput, WeekTotals } from './types';
import { allocate, type Split } from './allocate';
import { hours, money } from './money';
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
  input.punches.forEach((p, i) => {
    // A punch without an id is reported by its position in input.punches.
    if (p.clockOut === null) openPunchIds.push(p.id ?? String(i));
    else addCard(p, rules, timeZone, bounds, worked);
  });
  const splits = allocate(worked, rules);
  const days: DayTotals[] = splits.map((s, i) => ({
    date: dates[i],
    workedMinutes: worked[i],
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
  const workedMinutes = week.regular + week.overtime + week.doubleTime;
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
      worked: hours(workedMinutes),
      regular: hours(week.regular),
      overtime: hours(week.overtime),
      doubleTime: hours(week.doubleTime),
    },
    pay,
    bill,
    margin: (billCents - payCents) / 100,
    openPunchIds,
  };
}
