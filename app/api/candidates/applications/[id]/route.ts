import { handler } from '@/lib/api/handler';
import { getApplication } from '@/lib/applications/queries';
import { updateApplicationBody } from '@/lib/applications/schema';
import { updateApplication } from '@/lib/applications/service';

export const GET = handler({ route: '/applications' }, async ({ session, params }) => ({ data: await getApplication(session.tenantId, params.id) }));

/** Status (an active application status of the tenant), job and source. */
export const PUT = handler({ route: '/applications', body: updateApplicationBody }, async ({ session, params, body }) =>
  ({ data: await updateApplication(session, params.id, body), message: 'Application saved' }));
