import { integrationsContracts } from '@/lib/contracts/integrations';
import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { listFailedJobs } from '@/lib/background-jobs/failed-queries';

/** The tenant's background jobs that failed after their last attempt (admin settings, integrations tab). */
export const GET = handler(integrationsContracts.failedJobs, async ({ db, session }) => {
  const { data, total } = await listFailedJobs(db, session.tenantId);
  return listResponse(data, total);
});
