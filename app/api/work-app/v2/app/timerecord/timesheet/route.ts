import { handler } from '@/lib/api/handler';
import { STAFF } from '@/lib/auth/roles';
import { scopeOf } from '@/lib/timesheets/scope';
import { clockOut, createTimesheet } from '@/lib/timesheets/work-app';
import { clockOutBody, createTimesheetBody } from '@/lib/timesheets/work-app-schema';

/** Opens (or returns) a worker's timesheet for a week at a location. */
export const POST = handler({ allow: STAFF, body: createTimesheetBody }, async ({ session, body }) =>
  ({ data: await createTimesheet(session, await scopeOf(session), body) }));

/** Clock out an open timecard, with its break minutes. */
export const PUT = handler({ allow: STAFF, body: clockOutBody }, async ({ session, body }) =>
  ({ data: await clockOut(session, await scopeOf(session), body), message: 'Clocked out' }));
