import { idParam } from '@/lib/api/ids';
import { timesheetLogs } from '@/lib/timesheets/queries';
import { scopedRead } from '@/lib/timesheets/route-helpers';

export const GET = scopedRead(undefined, async ({ scope, params }) => {
  const data = await timesheetLogs(scope, idParam(params.id, 'Timesheet'));
  return { data, meta: { totalItems: data.length } };
});
