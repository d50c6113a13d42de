import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { getTimesheet } from '@/lib/timesheets/queries';
import { bulkAction } from '@/lib/http/timesheet-routes';
import { scopeOf } from '@/lib/timesheets/scope';
import { archiveTimesheets, updateTimesheet } from '@/lib/timesheets/service';

export const GET = handler(timesheetsContracts.get, async ({ db, session, params }) => ({
  data: await getTimesheet(db, await scopeOf(db, session), idParam(params.id, 'timesheet'), session),
}));

/** SPEC §4 update call (status, comment, manager) and the edit screen's timecards. */
export const PUT = handler(timesheetsContracts.update, async ({ db, session, params, body }) => {
  const scope = await scopeOf(db, session);
  const id = idParam(params.id, 'timesheet');
  await updateTimesheet(session, scope, id, body);
  return { data: await getTimesheet(db, scope, id, session), message: say('done.timesheets.saved') };
});

export const DELETE = bulkAction(timesheetsContracts.archiveOne, 'archive', archiveTimesheets);
