import { say } from '@/lib/errors';
import { placementsContracts } from '@/lib/contracts/placements';
import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { listOrders } from '@/lib/orders/queries';
import { createOrder } from '@/lib/orders/service';
import { clientScopeOf } from '@/lib/placements/scope';

/** Follows the /orders row: admins, and a Company Contact when orders are shown to clients. */
export const GET = handler(placementsContracts.orders, async ({ db, session, query }) => {
  const { data, total, counts } = await listOrders(db, await clientScopeOf(db, session), query);
  const res = listResponse(data, total, query);
  return { ...res, meta: { ...res.meta, counts } };
});

/** Placing an order also needs a contact's 'Create orders' switch. */
export const POST = handler(placementsContracts.createOrder, async ({ db, session, body }) => ({
  data: await createOrder(db, await clientScopeOf(db, session), body),
  message: say('done.orders.created'),
}));
