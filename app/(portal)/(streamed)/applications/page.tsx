import type { SearchParams } from 'nuqs/server';
import { ApplicationsScreen } from '@/components/applications/applications-screen';
import { applicationsListQuery, loadApplicationsQuery } from '@/components/applications/query';
import { listResponse } from '@/lib/schema-kit/paging';
import { listApplications } from '@/lib/applications/queries';
import { applicationListQuery } from '@/lib/applications/schema';
import { requirePage } from '@/lib/auth/guard';
import { ADMINS } from '@/lib/auth/roles';
import { titleFrom } from '@/lib/settings/page-metadata';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFrom('nav', 'applications');

/** The first page of applications for the URL's filters comes with the HTML; the screen takes it over without a refetch. */
export default async function ApplicationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/applications' });
  const query = apiQueryOf(applicationListQuery, applicationsListQuery(await loadApplicationsQuery(searchParams)));
  const { data, total } = await listApplications(db, session.tenantId, query);
  // Status writes are for admins (the statuses API refuses anyone else); others only see the list.
  return <ApplicationsScreen canManage={ADMINS.includes(session.role)} initial={asJson(listResponse(data, total, query))} />;
}
