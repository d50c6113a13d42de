import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { jobsContracts } from '@/lib/contracts/jobs';
import { applyJobAction } from '@/lib/jobs/service';

export const PUT = handler(jobsContracts.unpublish, async ({ db, session, params }) => ({
  data: await applyJobAction(db, session, params.id, 'unpublish'),
  message: say('done.jobs.unpublished'),
}));
