import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { companiesContracts } from '@/lib/contracts/companies';
import { pathId } from '@/lib/companies/path-id';
import { listCompanyPlacements } from '@/lib/companies/queries';
import { clientScopeOf } from '@/lib/placements/scope';

export const GET = handler(companiesContracts.placements, async ({ db, session, params, query }) => {
  const { data, total } = await listCompanyPlacements(db, await clientScopeOf(db, session), pathId(params, 'id', 'company'), query);
  return listResponse(data, total, query);
});
