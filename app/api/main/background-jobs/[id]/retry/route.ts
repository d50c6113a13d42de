import { integrationsContracts } from '@/lib/integrations/contract';
import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { retryFailedJob } from '@/lib/job-queue/failed';

/** Queues a failed job of the tenant again, for one more attempt now. */
export const POST = handler(integrationsContracts.retryJob, async ({ session, params }) =>
  ({ data: await retryFailedJob(session.tenantId, idParam(params.id, 'Failed job')), message: 'Job queued again' }));
