import { idParam } from '@/lib/api/ids';
import { listResponse } from '@/lib/api/paging';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { timesheetLogs } from '@/lib/timesheets/queries';
import { scopedRead } from '@/lib/timesheets/route-helpers';

export const GET = scopedRead(timesheetsContracts.logs, async ({ session, scope, params }) => {
  // The role decides whether pay fields' changes are shown (lib/auth/pay-visibility.ts).
  const data = await timesheetLogs(scope, idParam(params.id, 'timesheet'), session.role);
  return listResponse(data, data.length);
});
