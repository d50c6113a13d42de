import { idParam } from '@/lib/api/ids';
import { timesheetLogs } from '@/lib/timesheets/queries';
import { scopedRead } from '@/lib/timesheets/route-helpers';

export const GET = scopedRead(undefined, async ({ session, scope, params }) => {
  // The role decides whether pay fields' changes are shown (lib/auth/pay-visibility.ts).
  const data = await timesheetLogs(scope, idParam(params.id, 'timesheet'), session.role);
  return { data, meta: { totalItems: data.length } };
});
