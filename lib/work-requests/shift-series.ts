import { fieldError } from '@/lib/errors';
import { shiftTimes, wallClock } from '@/lib/shifts-board/zone';
import { calendarIssues, requestDates, type Repeat } from './fields';

const hhmm = (w: { hour: number; minute: number }) => `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;

/**
 * The shifts one request makes: the first exactly as sent, then the same wall-clock times at the
 * location on every further date of its range or repeat (so a 06:00 shift stays 06:00 across a
 * daylight-saving change). The first day is the location's day of `starts_at`.
 */
export function shiftSeries(
  first: { starts_at: string; ends_at: string },
  timeZone: string,
  calendar: { end_date?: string | null; repeat?: Repeat | null },
): { starts_at: string; ends_at: string }[] {
  if (!calendar.end_date && !calendar.repeat) return [first];
  const start = wallClock(first.starts_at, timeZone);
  const end = wallClock(first.ends_at, timeZone);
  const c = { start: start.day, ...calendar };
  const issue = calendarIssues(c);
  if (issue) throw fieldError(issue.path, issue.message);
  return requestDates(c).map((day) => (day === start.day ? first : shiftTimes(day, hhmm(start), hhmm(end), timeZone)));
}
