import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { jobsContracts } from '@/lib/contracts/jobs';
import { listJobs } from '@/lib/jobs/queries';
import { createJob } from '@/lib/jobs/service';

export const GET = handler(jobsContracts.list, async ({ db, session, query }) => {
  const { data, total } = await listJobs(db, session.tenantId, query);
  return listResponse(data, total, query);
});

export const POST = handler(jobsContracts.create, async ({ db, session, body }) => ({
  data: await createJob(db, session, body),
  message: say('done.jobs.created'),
}));
