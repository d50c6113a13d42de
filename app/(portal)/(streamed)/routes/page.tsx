import type { SearchParams } from 'nuqs/server';
import { apiQuery, loadRoutesQuery } from '@/components/transport-routes/list/query';
import { RoutesScreen } from '@/components/transport-routes/list/routes-screen';
import { listResponse } from '@/lib/schema-kit/paging';
import { requirePage } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';
import { listRoutes } from '@/lib/transport-routes/queries';
import { routesQuery } from '@/lib/transport-routes/schema';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFrom('nav', 'transportRoutes');

/** The first page of routes for the URL's filters comes with the HTML, as GET /routes answers it. */
export default async function RoutesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/routes' });
  const query = apiQueryOf(routesQuery, apiQuery(await loadRoutesQuery(searchParams)));
  const { data, total } = await listRoutes(db, session.tenantId, query);
  return <RoutesScreen initial={asJson(listResponse(data, total, query))} />;
}
