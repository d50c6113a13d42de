import { idParam } from '@/lib/schema-kit/ids';
import { listResponse } from '@/lib/schema-kit/paging';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { timesheetLogs } from '@/lib/timesheets/queries';
import { scopedRead } from '@/lib/http/timesheet-routes';

export const GET = scopedRead(timesheetsContracts.logs, async ({ db, session, scope, params }) => {
  // The role decides whether pay fields' changes are shown (lib/auth/pay-visibility.ts).
  const data = await timesheetLogs(db, scope, idParam(params.id, 'timesheet'), session.role);
  return listResponse(data, data.length);
});
