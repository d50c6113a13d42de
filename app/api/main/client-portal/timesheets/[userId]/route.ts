import { timesheetsOfWorker } from '@/lib/timesheets/queries';
import { scopedRead } from '@/lib/timesheets/route-helpers';
import { userWeekQuery } from '@/lib/timesheets/schema';
import { assertUuid } from '@/lib/timesheets/service';

/** GET /timesheets/{userId}?date: the worker's timesheets for the week containing date. */
export const GET = scopedRead(userWeekQuery, async ({ session, scope, params, query }) => {
  const data = await timesheetsOfWorker(scope, assertUuid(params.userId, 'Worker'), session.role, query.date);
  return { data, meta: { totalItems: data.length } };
});
