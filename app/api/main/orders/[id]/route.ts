import { handler } from '@/lib/api/handler';
import { getOrder } from '@/lib/orders/queries';
import { updateOrderBody } from '@/lib/orders/schema';
import { orderScopeOf } from '@/lib/orders/scope';
import { updateOrder } from '@/lib/orders/service';
import { clientScopeOf } from '@/lib/placements/scope';
import { assertUuid } from '@/lib/timesheets/service';

export const GET = handler({ route: '/orders' }, async ({ session, params }) =>
  ({ data: await getOrder(await clientScopeOf(session), assertUuid(params.id, 'Order')) }));

/** Staff change any order; a contact only their own open, unfilled one (the service says why not). */
export const PUT = handler({ route: '/orders', body: updateOrderBody }, async ({ session, params, body }) =>
  ({ data: await updateOrder(await orderScopeOf(session), assertUuid(params.id, 'Order'), body), message: 'Order saved' }));
