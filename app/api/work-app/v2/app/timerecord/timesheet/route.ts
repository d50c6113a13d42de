import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { scopeOf } from '@/lib/timesheets/scope';
import { clockOut, createTimesheet } from '@/lib/timesheets/work-app';
import { workAppContracts } from '@/lib/contracts/work-app';

/** Opens (or returns) a worker's timesheet for a week at a location. */
export const POST = handler(workAppContracts.openTimesheet, async ({ db, session, body }) => ({
  data: await createTimesheet(db, session, await scopeOf(db, session), body),
}));

/** Clock out an open timecard, with its break minutes. */
export const PUT = handler(workAppContracts.clockOut, async ({ db, session, body }) => ({
  data: await clockOut(db, session, await scopeOf(db, session), body),
  message: say('done.workApp.clockedOut'),
}));
