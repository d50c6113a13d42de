import { handler } from '@/lib/http/handler';
import { companiesContracts } from '@/lib/contracts/companies';
import { pathId } from '@/lib/companies/path-id';
import { getCompany } from '@/lib/companies/queries';
import { updateCompany } from '@/lib/companies/service';

export const GET = handler(companiesContracts.get, async ({ db, session, params }) => ({
  data: await getCompany(db, session.tenantId, pathId(params, 'id', 'company')),
}));

export const PUT = handler(companiesContracts.update, async ({ db, session, params, body }) => ({
  data: await updateCompany(db, session, pathId(params, 'id', 'company'), body),
}));
