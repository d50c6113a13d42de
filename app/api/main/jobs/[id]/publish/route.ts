import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { jobsContracts } from '@/lib/contracts/jobs';
import { applyJobAction } from '@/lib/jobs/service';

export const PUT = handler(jobsContracts.publish, async ({ db, session, params }) => ({
  data: await applyJobAction(db, session, params.id, 'publish'),
  message: say('done.jobs.published'),
}));
