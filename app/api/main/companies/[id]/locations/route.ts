import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { companiesContracts } from '@/lib/contracts/companies';
import { pathId } from '@/lib/companies/path-id';
import { listCompanyLocations } from '@/lib/locations/queries';
import { createLocation } from '@/lib/locations/service';

export const GET = handler(companiesContracts.locations, async ({ db, session, params }) => {
  const data = await listCompanyLocations(db, session.tenantId, pathId(params, 'id', 'company'));
  return listResponse(data, data.length);
});

export const POST = handler(companiesContracts.createLocation, async ({ db, session, params, body }) => ({
  data: await createLocation(db, session, pathId(params, 'id', 'company'), body),
}));
