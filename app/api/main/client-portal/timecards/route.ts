import { listResponse } from '@/lib/schema-kit/paging';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { listTimecards } from '@/lib/timesheets/queries';
import { scopedRead } from '@/lib/http/timesheet-routes';

export const GET = scopedRead(timesheetsContracts.timecards, async ({ db, scope, query }) => {
  const { data, total } = await listTimecards(db, scope, query);
  return listResponse(data, total, query);
});
