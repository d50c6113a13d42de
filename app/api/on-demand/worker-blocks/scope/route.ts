import { handler } from '@/lib/http/handler';
import { workerBlocksContracts } from '@/lib/contracts/worker-blocks';
import { contactLocationIds } from '@/lib/auth/contact-scope';
import { blockScopeOf } from '@/lib/worker-blocks/queries';

export const GET = handler(workerBlocksContracts.scope, async ({ db, session, query }) => ({
  data: await blockScopeOf(
    db,
    { tenantId: session.tenantId, locationIds: await contactLocationIds(db, session) },
    query.candidate_id,
    query.location_id,
  ),
}));
