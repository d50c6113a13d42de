import { handler } from '@/lib/api/handler';
import { listResponse, pageQuery } from '@/lib/api/paging';
import { STAFF } from '@/lib/auth/roles';
import { listPlacementRequests } from '@/lib/placement-requests/queries';

/** The tenant's placement requests, newest first (staff only; shown on /orders). */
export const GET = handler({ allow: STAFF, query: pageQuery }, async ({ session, query }) => {
  const { data, total } = await listPlacementRequests(session.tenantId, query);
  return listResponse(data, total, query);
});
