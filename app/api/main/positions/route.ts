import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { positionsContracts } from '@/lib/contracts/catalog';
import { createTenantPosition, listTenantPositions } from '@/lib/catalog/positions';

/** Tenant-wide positions (no client company); a company's own positions are under /companies/{id}/positions. */
export const GET = handler(positionsContracts.list, async ({ db, session, query }) => {
  const data = await listTenantPositions(db, session.tenantId, query.archived);
  return listResponse(data, data.length);
});

export const POST = handler(positionsContracts.create, async ({ session, body }) => ({ data: await createTenantPosition(session, body) }));
