import { WEEKDAYS, type Weekday } from '@/lib/settings/approval-reminders';

/**
 * When an approval is due, on the clock every reminder reads. A timesheet is past due from the start
 * of the day `approval_deadline_days` after its week ends (lib/timesheets/deadlines.ts: the Past due
 * tab's rule), so its last day for approval, the "due date" every mail and screen shows, is the day
 * before. Days are UTC calendar days, as there: the tenant has no time zone of its own and every
 * instance's job must agree with the Past due tab about which weeks are late.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
const midnight = (day: string): Date => new Date(`${day}T00:00:00Z`);
const plusDays = (day: string, n: number): string => dayOf(new Date(midnight(day).getTime() + n * DAY_MS));

/** The moment a week's timesheets become past due. */
export const deadlineOf = (weekStart: string, deadlineDays: number): Date => midnight(plusDays(weekStart, 7 + deadlineDays));

/** The last day to approve a week's timesheets (the day before its deadline), yyyy-MM-dd. */
export const dueDateOf = (weekStart: string, deadlineDays: number): string => plusDays(weekStart, 6 + deadlineDays);

/** Whole days since the due date: 1 on the first day past due. */
export const daysLate = (weekStart: string, deadlineDays: number, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - midnight(dueDateOf(weekStart, deadlineDays)).getTime()) / DAY_MS));

/**
 * The last week_start whose deadline, moved `hours` later, is at or before `now`: a week is past due
 * (hours 0), or due for escalation (hours = escalate_after_hours), when week_start <= this day.
 */
export function weekStartCutoff(now: Date, deadlineDays: number, hours = 0): string {
  return dayOf(new Date(now.getTime() - hours * HOUR_MS - (7 + deadlineDays) * DAY_MS));
}

/** The numbered slot of `hours` hours `now` falls in, counted from the epoch: each slot reminds once. */
export const slotOf = (now: Date, hours: number): number => Math.floor(now.getTime() / (hours * HOUR_MS));

/**
 * The calendar day of `now` in a zone, yyyy-MM-dd (en-CA writes that form). Tenant-level schedules (the digest)
 * run on the tenant's clock (DESIGN §8 "One clock"), not on UTC's.
 */
const dayIn = (now: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The day of the week of `now` on `timeZone`'s clock (the tenant's for the digest). */
// `% 7` keeps the index inside the seven weekdays.
export const weekdayOf = (now: Date, timeZone = 'UTC'): Weekday => WEEKDAYS[(midnight(dayIn(now, timeZone)).getUTCDay() + 6) % 7]!;

/** The ISO week of `now` on `timeZone`'s clock, like 2025-W09: the digest's once-a-week key. */
export function isoWeekOf(now: Date, timeZone = 'UTC'): string {
  // The Thursday of this week decides the ISO year; its week is counted from that year's 1 January.
  const thursday = midnight(dayIn(now, timeZone));
  thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7));
  const year = thursday.getUTCFullYear();
  const week = Math.ceil(((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}
