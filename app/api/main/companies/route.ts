import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { listCompanies } from '@/lib/companies/queries';
import { companiesQuery, companyInput } from '@/lib/companies/schema';
import { createCompany } from '@/lib/companies/service';

export const GET = handler({ route: '/companies', query: companiesQuery }, async ({ session, query }) => {
  const { data, total, industries } = await listCompanies(session.tenantId, query);
  const list = listResponse(data, total, query);
  return { ...list, meta: { ...list.meta, industries } };
});

export const POST = handler({ route: '/companies', body: companyInput }, async ({ session, body }) =>
  ({ data: await createCompany(session, body) }));
