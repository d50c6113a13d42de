import { handler } from '@/lib/api/handler';
import { reorderResources } from '@/lib/career-resources/resource-service';
import { CAREER_RESOURCES_ROUTE } from '@/lib/career-resources/route-helpers';
import { orderBody } from '@/lib/career-resources/schema';

/** `{ids}`: resources of one category in their new order (all of it or the part a page shows). */
export const PUT = handler({ route: CAREER_RESOURCES_ROUTE, body: orderBody }, async ({ session, body }) =>
  ({ data: await reorderResources(session, body.ids), message: 'Order saved' }));
