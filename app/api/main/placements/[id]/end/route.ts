import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { STAFF } from '@/lib/auth/roles';
import { endPlacementBody } from '@/lib/placements/schema';
import { clientScopeOf } from '@/lib/placements/scope';
import { endPlacement } from '@/lib/placements/service';

export const PUT = handler({ allow: STAFF, body: endPlacementBody }, async ({ session, params, body }) =>
  ({ data: await endPlacement(await clientScopeOf(session), idParam(params.id, 'placement'), body.end_date), message: 'Placement ended' }));
