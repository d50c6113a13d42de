import { say } from '@/lib/errors';
import { placementsContracts } from '@/lib/contracts/placements';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { cancelOrder } from '@/lib/orders/service';
import { clientScopeOf } from '@/lib/placements/scope';

/** Staff cancel any live order; a contact only one they created. A filled order is 409. */
export const PUT = handler(placementsContracts.cancelOrder, async ({ db, session, params }) => ({
  data: await cancelOrder(db, await clientScopeOf(db, session), idParam(params.id, 'order')),
  message: say('done.orders.cancelled'),
}));
