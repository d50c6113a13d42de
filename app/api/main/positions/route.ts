import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { STAFF } from '@/lib/auth/roles';
import { createTenantPosition, listTenantPositions } from '@/lib/catalog/positions';
import { archivedQuery, tenantPositionInput } from '@/lib/catalog/schema';

/** Tenant-wide positions (no client company); a company's own positions are under /companies/{id}/positions. */
export const GET = handler({ allow: STAFF, query: archivedQuery }, async ({ session, query }) => {
  const data = await listTenantPositions(session.tenantId, query.archived);
  return listResponse(data, data.length);
});

export const POST = handler({ route: '/admin-settings', body: tenantPositionInput }, async ({ session, body }) =>
  ({ data: await createTenantPosition(session, body) }));
