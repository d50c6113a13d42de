import { handler } from '@/lib/api/handler';
import { getJob } from '@/lib/jobs/queries';
import { jobInput } from '@/lib/jobs/schema';
import { updateJob } from '@/lib/jobs/service';

export const GET = handler({ route: '/jobs-v2' }, async ({ session, params }) => ({ data: await getJob(session.tenantId, params.id) }));

export const PUT = handler({ route: '/jobs-v2', body: jobInput }, async ({ session, params, body }) =>
  ({ data: await updateJob(session, params.id, body), message: 'Job saved' }));
