import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { listRoutes } from '@/lib/transport-routes/queries';
import { routeInput, routesQuery } from '@/lib/transport-routes/schema';
import { createRoute } from '@/lib/transport-routes/service';

export const GET = handler({ route: '/routes', query: routesQuery }, async ({ session, query }) => {
  const { data, total } = await listRoutes(session.tenantId, query);
  return listResponse(data, total, query);
});

export const POST = handler({ route: '/routes', body: routeInput }, async ({ session, body }) =>
  ({ data: await createRoute(session, body), message: 'Route created' }));
