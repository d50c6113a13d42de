import { notFound } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { getTimesheet } from '@/lib/timesheets/queries';
import { scopedRead } from '@/lib/http/timesheet-routes';

/** One entry of the board: the timesheet with its timecards; timecardId must belong to it. */
export const GET = scopedRead(timesheetsContracts.boardEntry, async ({ db, session, scope, params, query }) => {
  const detail = await getTimesheet(db, scope, idParam(params.timesheetId, 'timesheet'), session);
  if (query.timecardId && !detail.timecards.some((c) => c._id === query.timecardId)) throw notFound('timecard');
  return { data: detail };
});
