import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { companiesContracts } from '@/lib/contracts/companies';
import { listCompanies } from '@/lib/companies/queries';
import { createCompany } from '@/lib/companies/service';

export const GET = handler(companiesContracts.list, async ({ db, session, query }) => {
  const { data, total, industries } = await listCompanies(db, session.tenantId, query);
  const list = listResponse(data, total, query);
  return { ...list, meta: { ...list.meta, industries } };
});

export const POST = handler(companiesContracts.create, async ({ db, session, body }) => ({ data: await createCompany(db, session, body) }));
