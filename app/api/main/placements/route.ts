import { say } from '@/lib/errors';
import { placementsContracts } from '@/lib/contracts/placements';
import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { listPlacements } from '@/lib/placements/queries';
import { clientScopeOf } from '@/lib/placements/scope';
import { createPlacement } from '@/lib/placements/service';

/** Follows the /placements row: staff, and a Company Contact when the client contacts portal is on. */
export const GET = handler(placementsContracts.list, async ({ db, session, query }) => {
  const { data, total } = await listPlacements(db, await clientScopeOf(db, session), query);
  return listResponse(data, total, query);
});

/** Contacts read placements but never make them: writes are staff only. */
export const POST = handler(placementsContracts.create, async ({ db, session, body }) => ({
  data: await createPlacement(db, await clientScopeOf(db, session), body),
  message: say('done.placements.created'),
}));
