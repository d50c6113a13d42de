import { say } from '@/lib/errors';
import { placementsContracts } from '@/lib/contracts/placements';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { fillOrder } from '@/lib/orders/service';
import { clientScopeOf } from '@/lib/placements/scope';

/** Filling is the agency's work: the staff roles of the /orders row (its admins), never a contact. */
export const POST = handler(placementsContracts.fillOrder, async ({ db, session, params, body }) => ({
  data: await fillOrder(db, await clientScopeOf(db, session), idParam(params.id, 'order'), body),
  message: say('done.orders.workerPlaced'),
}));
