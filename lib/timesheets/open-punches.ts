import 'server-only';
import { ApiError, say, type ErrorText } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import { zoneAbbreviation } from '@/lib/timezones/clock';
import { openPunchesOf } from './sheet-queries';
import { verbOf } from './transitions';
import type { TimesheetAction } from './types';

/**
 * A timesheet is submitted and approved with every punch closed: hours still running cannot be
 * reviewed, and once approved the week takes no new time, so the worker would stay clocked in for
 * good. Submit and approve therefore refuse (409) while a timecard of the timesheet has no clock-out.
 */
const NEEDS_CLOSED_PUNCHES: ReadonlySet<TimesheetAction> = new Set(['submit', 'approve']);

/**
 * "Tue 08:02 EST": the weekday and time of the clock-in on the location's wall clock (a timesheet is one week),
 * named with the site's zone like every site time (lib/timezones/clock.ts), so a reader elsewhere knows whose.
 */
function punchTime(at: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
  return `${time} ${zoneAbbreviation(timeZone, 'en-US', at)}`;
}

/**
 * Refuses the action when any of the (locked) timesheets has an open clock-in, naming each worker and
 * since when, with one entry per timesheet in `errors` as every bulk refusal has. Run after the rows
 * are locked: a clock-in locks its timesheet first too (lib/timesheets/work-app.ts), so none slips in
 * between this check and the status change.
 */
export async function assertNoOpenPunches(tx: DbOrTx, tenantId: string, ids: string[], action: TimesheetAction): Promise<void> {
  if (!NEEDS_CLOSED_PUNCHES.has(action) || !ids.length) return;
  const open = await openPunchesOf(tx, tenantId, ids);
  if (!open.length) return;
  const errors: Record<string, ErrorText> = {};
  for (const p of open)
    errors[p.timesheet_id] ??= say('timesheets.stillClockedIn', { worker: p.worker, since: punchTime(new Date(p.clock_in), p.timezone) });
  const named = Object.values(errors);
  const params = { verb: verbOf(action), count: ids.length, list: named, workers: named.length };
  throw new ApiError(409, say(ids.length === 1 ? 'timesheets.openPunchesOne' : 'timesheets.openPunchesMany', params), 'conflict', errors);
}
