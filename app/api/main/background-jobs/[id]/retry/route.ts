import { say } from '@/lib/errors';
import { integrationsContracts } from '@/lib/contracts/integrations';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { retryFailedJob } from '@/lib/background-jobs/failed-queries';

/** Queues a failed job of the tenant again, for one more attempt now. */
export const POST = handler(integrationsContracts.retryJob, async ({ db, session, params }) => ({
  data: await retryFailedJob(db, session.tenantId, idParam(params.id, 'failedJob')),
  message: say('done.backgroundJobs.queuedAgain'),
}));
