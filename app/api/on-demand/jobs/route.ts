import { onDemandContracts } from '@/lib/contracts/on-demand';
import { listResponse } from '@/lib/schema-kit/paging';
import { listJobs } from '@/lib/on-demand/queries';
import { scopedRead } from '@/lib/http/timesheet-routes';

export const GET = scopedRead(onDemandContracts.jobs, async ({ db, scope }) => {
  const data = await listJobs(db, scope);
  return listResponse(data, data.length);
});
