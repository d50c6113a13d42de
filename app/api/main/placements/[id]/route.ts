import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { STAFF } from '@/lib/auth/roles';
import { getPlacement } from '@/lib/placements/queries';
import { updatePlacementBody } from '@/lib/placements/schema';
import { clientScopeOf } from '@/lib/placements/scope';
import { updatePlacement } from '@/lib/placements/service';

export const GET = handler({ route: '/placements' }, async ({ session, params }) =>
  ({ data: await getPlacement(await clientScopeOf(session), idParam(params.id, 'placement')) }));

export const PUT = handler({ allow: STAFF, body: updatePlacementBody }, async ({ session, params, body }) =>
  ({ data: await updatePlacement(await clientScopeOf(session), idParam(params.id, 'placement'), body), message: 'Placement saved' }));
