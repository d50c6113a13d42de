import { say } from '@/lib/errors';
import { placementsContracts } from '@/lib/contracts/placements';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { getOrder } from '@/lib/orders/queries';
import { updateOrder } from '@/lib/orders/service';
import { clientScopeOf } from '@/lib/placements/scope';

export const GET = handler(placementsContracts.order, async ({ db, session, params }) => ({
  data: await getOrder(db, await clientScopeOf(db, session), idParam(params.id, 'order')),
}));

/** Staff change any order; a contact only their own open, unfilled one (the service says why not). */
export const PUT = handler(placementsContracts.updateOrder, async ({ db, session, params, body }) => ({
  data: await updateOrder(db, await clientScopeOf(db, session), idParam(params.id, 'order'), body),
  message: say('done.orders.saved'),
}));
