import { handler } from '@/lib/api/handler';
import { getResource } from '@/lib/career-resources/queries';
import { deleteResource, updateResource } from '@/lib/career-resources/resource-service';
import { CAREER_RESOURCES_ROUTE } from '@/lib/career-resources/route-helpers';
import { updateResourceBody } from '@/lib/career-resources/schema';

export const GET = handler({ route: CAREER_RESOURCES_ROUTE }, async ({ session, params }) => ({ data: await getResource(session.tenantId, params.id) }));

export const PATCH = handler({ route: CAREER_RESOURCES_ROUTE, body: updateResourceBody }, async ({ session, params, body }) =>
  ({ data: await updateResource(session, params.id, body), message: 'Resource saved' }));

export const DELETE = handler({ route: CAREER_RESOURCES_ROUTE }, async ({ session, params }) => {
  await deleteResource(session, params.id);
  return { data: null, message: 'Resource deleted' };
});
