import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { jobsContracts } from '@/lib/contracts/jobs';
import { getJob } from '@/lib/jobs/queries';
import { updateJob } from '@/lib/jobs/service';

export const GET = handler(jobsContracts.get, async ({ db, session, params }) => ({ data: await getJob(db, session.tenantId, params.id) }));

export const PUT = handler(jobsContracts.update, async ({ db, session, params, body }) => ({
  data: await updateJob(db, session, params.id, body),
  message: say('done.jobs.saved'),
}));
