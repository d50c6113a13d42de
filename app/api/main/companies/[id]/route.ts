import { handler } from '@/lib/api/handler';
import { pathId } from '@/lib/companies/path-id';
import { getCompany } from '@/lib/companies/queries';
import { companyUpdate } from '@/lib/companies/schema';
import { updateCompany } from '@/lib/companies/service';

export const GET = handler({ route: '/companies' }, async ({ session, params }) =>
  ({ data: await getCompany(session.tenantId, pathId(params, 'id', 'company')) }));

export const PUT = handler({ route: '/companies', body: companyUpdate }, async ({ session, params, body }) =>
  ({ data: await updateCompany(session, pathId(params, 'id', 'company'), body) }));
