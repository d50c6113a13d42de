import type { SearchParams } from 'nuqs/server';
import { CareerResourcesScreen } from '@/components/career-resources/career-resources-screen';
import { apiQuery, loadCareerQuery } from '@/components/career-resources/query';
import { listResponse } from '@/lib/schema-kit/paging';
import { requirePage } from '@/lib/auth/guard';
import { listResources } from '@/lib/career-resources/queries';
import { resourceListQuery } from '@/lib/career-resources/schema';
import { titleFrom } from '@/lib/settings/page-metadata';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFrom('nav', 'careerResources');

/**
 * The first page of resources for the URL's filters comes with the HTML; the screen takes it over without a
 * refetch. A link that opens the editor shows no list, so none is read for it.
 */
export default async function CareerResourcesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/career-resources' });
  const state = await loadCareerQuery(searchParams);
  if (state.edit || state.create) return <CareerResourcesScreen />;
  const query = apiQueryOf(resourceListQuery, apiQuery(state));
  const { data, total } = await listResources(db, session.tenantId, query);
  return <CareerResourcesScreen initial={asJson(listResponse(data, total, query))} />;
}
