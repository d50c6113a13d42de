import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { orderScopeOf } from '@/lib/orders/scope';
import { cancelOrder } from '@/lib/orders/service';

/** Staff cancel any live order; a contact only one they created. A filled order is 409. */
export const PUT = handler({ route: '/orders' }, async ({ session, params }) =>
  ({ data: await cancelOrder(await orderScopeOf(session), idParam(params.id, 'Order')), message: 'Order cancelled' }));
