import { listJobs } from '@/lib/on-demand/queries';
import { scopedRead } from '@/lib/timesheets/route-helpers';

export const GET = scopedRead(undefined, async ({ scope }) => {
  const data = await listJobs(scope);
  return { data, meta: { totalItems: data.length } };
});
