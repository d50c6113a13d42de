import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { listJobs } from '@/lib/jobs/queries';
import { jobInput, jobListQuery } from '@/lib/jobs/schema';
import { createJob } from '@/lib/jobs/service';

const ROUTE = '/jobs-v2';

export const GET = handler({ route: ROUTE, query: jobListQuery }, async ({ session, query }) => {
  const { data, total } = await listJobs(session.tenantId, query);
  return listResponse(data, total, query);
});

export const POST = handler({ route: ROUTE, body: jobInput }, async ({ session, body }) =>
  ({ data: await createJob(session, body), message: 'Job created' }));
