import { placementsContracts } from '@/lib/contracts/placements';
import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { listPlacementRequests } from '@/lib/placement-requests/queries';

/** The tenant's placement requests, newest first (staff only; shown on /orders). */
export const GET = handler(placementsContracts.placementRequests, async ({ db, session, query }) => {
  const { data, total } = await listPlacementRequests(db, session.tenantId, query);
  return listResponse(data, total, query);
});
