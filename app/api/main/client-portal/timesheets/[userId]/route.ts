import { idParam } from '@/lib/schema-kit/ids';
import { listResponse } from '@/lib/schema-kit/paging';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { timesheetsOfWorker } from '@/lib/timesheets/queries';
import { scopedRead } from '@/lib/http/timesheet-routes';

/** GET /timesheets/{userId}?date: the worker's timesheets for the week containing date. */
export const GET = scopedRead(timesheetsContracts.ofWorker, async ({ db, session, scope, params, query }) => {
  const data = await timesheetsOfWorker(db, scope, idParam(params.userId, 'worker'), session.role, query.date);
  return listResponse(data, data.length);
});
