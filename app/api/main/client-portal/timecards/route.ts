import { listResponse } from '@/lib/api/paging';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { listTimecards } from '@/lib/timesheets/queries';
import { scopedRead } from '@/lib/timesheets/route-helpers';

export const GET = scopedRead(timesheetsContracts.timecards, async ({ scope, query }) => {
  const { data, total } = await listTimecards(scope, query);
  return listResponse(data, total, query);
});
