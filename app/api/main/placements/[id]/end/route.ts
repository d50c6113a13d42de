import { handler } from '@/lib/api/handler';
import { STAFF } from '@/lib/auth/roles';
import { endPlacementBody } from '@/lib/placements/schema';
import { clientScopeOf } from '@/lib/placements/scope';
import { endPlacement } from '@/lib/placements/service';
import { assertUuid } from '@/lib/timesheets/service';

export const PUT = handler({ allow: STAFF, body: endPlacementBody }, async ({ session, params, body }) =>
  ({ data: await endPlacement(await clientScopeOf(session), assertUuid(params.id, 'Placement'), body.end_date), message: 'Placement ended' }));
