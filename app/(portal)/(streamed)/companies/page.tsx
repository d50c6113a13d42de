import type { SearchParams } from 'nuqs/server';
import { CompaniesScreen } from '@/components/companies/list/companies-screen';
import { apiQuery, loadCompanyQuery } from '@/components/companies/list/query';
import { listResponse } from '@/lib/schema-kit/paging';
import { requirePage } from '@/lib/auth/guard';
import { listCompanies } from '@/lib/companies/queries';
import { companiesQuery } from '@/lib/companies/schema';
import { titleFrom } from '@/lib/settings/page-metadata';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFrom('nav', 'companies');

/** The first page of companies for the URL's filters comes with the HTML, as GET /companies answers it. */
export default async function CompaniesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/companies' });
  const query = apiQueryOf(companiesQuery, apiQuery(await loadCompanyQuery(searchParams)));
  const { data, total, industries } = await listCompanies(db, session.tenantId, query);
  const list = listResponse(data, total, query);
  return <CompaniesScreen initial={asJson({ ...list, meta: { ...list.meta, industries } })} />;
}
