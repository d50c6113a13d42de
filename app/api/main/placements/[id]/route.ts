import { say } from '@/lib/errors';
import { placementsContracts } from '@/lib/contracts/placements';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { getPlacement } from '@/lib/placements/queries';
import { clientScopeOf } from '@/lib/placements/scope';
import { updatePlacement } from '@/lib/placements/service';

export const GET = handler(placementsContracts.get, async ({ db, session, params }) => ({
  data: await getPlacement(db, await clientScopeOf(db, session), idParam(params.id, 'placement')),
}));

export const PUT = handler(placementsContracts.update, async ({ db, session, params, body }) => ({
  data: await updatePlacement(db, await clientScopeOf(db, session), idParam(params.id, 'placement'), body),
  message: say('done.placements.saved'),
}));
