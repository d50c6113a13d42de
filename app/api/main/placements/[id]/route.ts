import { handler } from '@/lib/api/handler';
import { STAFF } from '@/lib/auth/roles';
import { getPlacement } from '@/lib/placements/queries';
import { updatePlacementBody } from '@/lib/placements/schema';
import { clientScopeOf } from '@/lib/placements/scope';
import { updatePlacement } from '@/lib/placements/service';
import { assertUuid } from '@/lib/timesheets/service';

export const GET = handler({ route: '/placements' }, async ({ session, params }) =>
  ({ data: await getPlacement(await clientScopeOf(session), assertUuid(params.id, 'Placement')) }));

export const PUT = handler({ allow: STAFF, body: updatePlacementBody }, async ({ session, params, body }) =>
  ({ data: await updatePlacement(await clientScopeOf(session), assertUuid(params.id, 'Placement'), body), message: 'Placement saved' }));
