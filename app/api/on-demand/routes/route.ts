import { say } from '@/lib/errors';
import { transportRoutesContracts } from '@/lib/contracts/transport-routes';
import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { listRoutes } from '@/lib/transport-routes/queries';
import { createRoute } from '@/lib/transport-routes/service';

export const GET = handler(transportRoutesContracts.list, async ({ db, session, query }) => {
  const { data, total } = await listRoutes(db, session.tenantId, query);
  return listResponse(data, total, query);
});

export const POST = handler(transportRoutesContracts.create, async ({ session, body }) => ({
  data: await createRoute(session, body),
  message: say('done.onDemand.routeCreated'),
}));
