import { idParam } from '@/lib/api/ids';
import { timesheetsOfWorker } from '@/lib/timesheets/queries';
import { scopedRead } from '@/lib/timesheets/route-helpers';
import { userWeekQuery } from '@/lib/timesheets/schema';

/** GET /timesheets/{userId}?date: the worker's timesheets for the week containing date. */
export const GET = scopedRead(userWeekQuery, async ({ session, scope, params, query }) => {
  const data = await timesheetsOfWorker(scope, idParam(params.userId, 'worker'), session.role, query.date);
  return { data, meta: { totalItems: data.length } };
});
