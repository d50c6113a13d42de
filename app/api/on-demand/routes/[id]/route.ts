import { say } from '@/lib/errors';
import { transportRoutesContracts } from '@/lib/contracts/transport-routes';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { getRoute } from '@/lib/transport-routes/queries';
import { deleteRoute, setRouteActive, updateRoute } from '@/lib/transport-routes/service';

const routeId = (params: Record<string, string>) => idParam(params.id, 'route');

export const GET = handler(transportRoutesContracts.get, async ({ db, session, params }) => ({
  data: await getRoute(db, session.tenantId, routeId(params)),
}));

/** The whole route again; its stops are replaced in the order sent. */
export const PUT = handler(transportRoutesContracts.update, async ({ session, params, body }) => ({
  data: await updateRoute(session, routeId(params), body),
  message: say('done.onDemand.routeSaved'),
}));

export const PATCH = handler(transportRoutesContracts.setActive, async ({ db, session, params, body }) => ({
  data: await setRouteActive(db, session, routeId(params), body.active),
}));

export const DELETE = handler(transportRoutesContracts.delete, async ({ db, session, params }) => {
  await deleteRoute(db, session, routeId(params));
  return { data: null, message: say('done.onDemand.routeDeleted') };
});
