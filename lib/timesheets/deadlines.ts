/**
 * Deadlines counted from a timesheet's week: the week ends 7 days after its stored week_start (at the
 * start of that day), and "N days after the end" is N whole days later. Days are UTC calendar days, the
 * same for every user and for the background jobs, so a tab count and the auto-lock job never disagree
 * about which weeks are due. (Per-location time zones would move the edge by at most a day.)
 */

/** Today's UTC date, yyyy-MM-dd. */
export const utcToday = (at: Date = new Date()): string => at.toISOString().slice(0, 10);

/**
 * The last week_start whose week ended at least `days` days before `today`: a timesheet is due when
 * week_start <= this date, i.e. today >= week_start + 7 + days.
 */
export function dueWeekStartCutoff(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) throw new Error(`not a date: ${today}`);
  d.setUTCDate(d.getUTCDate() - 7 - days);
  return d.toISOString().slice(0, 10);
}
