import { weekdaysOf } from './fields';

/**
 * "Monday, Wednesday · 16 days" for a ranged request whose repeat picked some days (an order, a public
 * request); null when every day of its range is a work day, so screens show the range alone. The words
 * come from the caller's catalogue (workRequests: weekdays.N and daysSummary).
 */
export function daysSummary(
  workDates: readonly string[] | null | undefined,
  say: { weekday: (isoWeekday: number) => string; summary: (weekdays: string, count: number) => string },
): string | null {
  if (!workDates?.length) return null;
  return say.summary(weekdaysOf(workDates).map(say.weekday).join(', '), workDates.length);
}
