import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { pathId } from '@/lib/companies/path-id';
import { listCompanyLocations } from '@/lib/locations/queries';
import { locationInput } from '@/lib/locations/schema';
import { createLocation } from '@/lib/locations/service';

export const GET = handler({ route: '/companies' }, async ({ session, params }) => {
  const data = await listCompanyLocations(session.tenantId, pathId(params, 'id', 'company'));
  return listResponse(data, data.length);
});

export const POST = handler({ route: '/companies', body: locationInput }, async ({ session, params, body }) =>
  ({ data: await createLocation(session, pathId(params, 'id', 'company'), body) }));
