import { timesheetUsers } from '@/lib/timesheets/queries';
import { scopedRead } from '@/lib/timesheets/route-helpers';

export const GET = scopedRead(undefined, async ({ scope }) => {
  const data = await timesheetUsers(scope);
  return { data, meta: { totalItems: data.length } };
});
