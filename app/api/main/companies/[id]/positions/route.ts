import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { companiesContracts } from '@/lib/contracts/companies';
import { pathId } from '@/lib/companies/path-id';
import { createPosition, listPositions } from '@/lib/companies/positions';

export const GET = handler(companiesContracts.positions, async ({ session, params, query: q }) => {
  const data = await listPositions(session.tenantId, pathId(params, 'id', 'company'), q.archived === 'true');
  return listResponse(data, data.length);
});

export const POST = handler(companiesContracts.createPosition, async ({ session, params, body }) => ({
  data: await createPosition(session, pathId(params, 'id', 'company'), body),
}));
