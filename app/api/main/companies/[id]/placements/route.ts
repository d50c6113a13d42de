import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { pathId } from '@/lib/companies/path-id';
import { listCompanyPlacements } from '@/lib/companies/queries';
import { placementsQuery } from '@/lib/companies/schema';
import { clientScopeOf } from '@/lib/placements/scope';

export const GET = handler({ route: '/companies', query: placementsQuery }, async ({ session, params, query }) => {
  const { data, total } = await listCompanyPlacements(await clientScopeOf(session), pathId(params, 'id', 'company'), query);
  return listResponse(data, total, query);
});
