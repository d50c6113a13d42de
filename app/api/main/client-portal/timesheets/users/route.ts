import { listResponse } from '@/lib/schema-kit/paging';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { timesheetUsers } from '@/lib/timesheets/queries';
import { scopedRead } from '@/lib/http/timesheet-routes';

export const GET = scopedRead(timesheetsContracts.users, async ({ db, scope }) => {
  const data = await timesheetUsers(db, scope);
  return listResponse(data, data.length);
});
