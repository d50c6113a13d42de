import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { companiesContracts } from '@/lib/contracts/companies';
import { pathId } from '@/lib/companies/path-id';
import { createPosition, listPositions } from '@/lib/companies/positions';

export const GET = handler(companiesContracts.positions, async ({ db, session, params, query: q }) => {
  const data = await listPositions(db, session.tenantId, pathId(params, 'id', 'company'), q.archived === 'true');
  return listResponse(data, data.length);
});

export const POST = handler(companiesContracts.createPosition, async ({ db, session, params, body }) => ({
  data: await createPosition(db, session, pathId(params, 'id', 'company'), body),
}));
