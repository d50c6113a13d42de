import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { getRoute } from '@/lib/transport-routes/queries';
import { routeActiveBody, routeInput } from '@/lib/transport-routes/schema';
import { deleteRoute, setRouteActive, updateRoute } from '@/lib/transport-routes/service';

const routeId = (params: Record<string, string>) => idParam(params.id, 'route');

export const GET = handler({ route: '/routes' }, async ({ session, params }) =>
  ({ data: await getRoute(session.tenantId, routeId(params)) }));

/** The whole route again; its stops are replaced in the order sent. */
export const PUT = handler({ route: '/routes', body: routeInput }, async ({ session, params, body }) =>
  ({ data: await updateRoute(session, routeId(params), body), message: 'Route saved' }));

export const PATCH = handler({ route: '/routes', body: routeActiveBody }, async ({ session, params, body }) =>
  ({ data: await setRouteActive(session, routeId(params), body.active) }));

export const DELETE = handler({ route: '/routes' }, async ({ session, params }) => {
  await deleteRoute(session, routeId(params));
  return { data: null, message: 'Route deleted' };
});
