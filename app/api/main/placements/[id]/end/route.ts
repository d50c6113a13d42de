import { say } from '@/lib/errors';
import { placementsContracts } from '@/lib/contracts/placements';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { clientScopeOf } from '@/lib/placements/scope';
import { endPlacement } from '@/lib/placements/service';

export const PUT = handler(placementsContracts.end, async ({ db, session, params, body }) => ({
  data: await endPlacement(db, await clientScopeOf(db, session), idParam(params.id, 'placement'), body.end_date),
  message: say('done.placements.ended'),
}));
