import 'server-only';
import { sql } from 'drizzle-orm';
import { ApiError, say, type ErrorText } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import { zoneAbbreviation } from '@/lib/timezones/clock';
import { anyUuid } from '@/lib/db/any-uuid';
import { verbOf } from './transitions';
import type { TimesheetAction } from './types';

/**
 * A timesheet is submitted and approved with every punch closed: hours still running cannot be
 * reviewed, and once approved the week takes no new time, so the worker would stay clocked in for
 * good. Submit and approve therefore refuse (409) while a timecard of the timesheet has no clock-out.
 */
const NEEDS_CLOSED_PUNCHES: ReadonlySet<TimesheetAction> = new Set(['submit', 'approve']);

type OpenPunch = { timesheet_id: string; worker: string; clock_in: string | Date; timezone: string };

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
  const open = await tx.execute<OpenPunch>(sql`select tc.timesheet_id, tc.clock_in, c.first_name || ' ' || c.last_name as worker, l.timezone
    from timecards tc
    join candidates c on c.id = tc.candidate_id and c.tenant_id = tc.tenant_id
    join locations l on l.id = tc.location_id and l.tenant_id = tc.tenant_id
    where tc.tenant_id = ${tenantId} and tc.clock_out is null and ${anyUuid(sql`tc.timesheet_id`, ids)}
    order by tc.clock_in, tc.id`);
  if (!open.rows.length) return;
  const errors: Record<string, ErrorText> = {};
  for (const p of open.rows)
    errors[p.timesheet_id] ??= say('timesheets.stillClockedIn', { worker: p.worker, since: punchTime(new Date(p.clock_in), p.timezone) });
  const named = Object.values(errors);
  const params = { verb: verbOf(action), count: ids.length, list: named, workers: named.length };
  throw new ApiError(409, say(ids.length === 1 ? 'timesheets.openPunchesOne' : 'timesheets.openPunchesMany', params), 'conflict', errors);
}
