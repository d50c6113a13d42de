import { listResponse } from '@/lib/api/paging';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { timesheetUsers } from '@/lib/timesheets/queries';
import { scopedRead } from '@/lib/timesheets/route-helpers';

export const GET = scopedRead(timesheetsContracts.users, async ({ scope }) => {
  const data = await timesheetUsers(scope);
  return listResponse(data, data.length);
});
