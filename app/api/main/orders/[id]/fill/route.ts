import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { ADMINS } from '@/lib/auth/roles';
import { fillOrderBody } from '@/lib/orders/schema';
import { fillOrder } from '@/lib/orders/service';
import { clientScopeOf } from '@/lib/placements/scope';

/** Filling is the agency's work: the staff roles of the /orders row (its admins), never a contact. */
export const POST = handler({ allow: ADMINS, body: fillOrderBody }, async ({ session, params, body }) =>
  ({ data: await fillOrder(await clientScopeOf(session), idParam(params.id, 'order'), body), message: 'Worker placed' }));
