import { timesheetLogs } from '@/lib/timesheets/queries';
import { scopedRead } from '@/lib/timesheets/route-helpers';
import { assertUuid } from '@/lib/timesheets/service';

export const GET = scopedRead(undefined, async ({ scope, params }) => {
  const data = await timesheetLogs(scope, assertUuid(params.id));
  return { data, meta: { totalItems: data.length } };
});
