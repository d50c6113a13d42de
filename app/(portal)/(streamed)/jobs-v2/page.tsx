import type { SearchParams } from 'nuqs/server';
import { JobsScreen } from '@/components/jobs/jobs-screen';
import { jobsListQuery, loadJobsQuery } from '@/components/jobs/query';
import { listResponse } from '@/lib/schema-kit/paging';
import { requirePage } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';
import { listJobs } from '@/lib/jobs/queries';
import { jobListQuery } from '@/lib/jobs/schema';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFrom('nav', 'jobsV2');

/** The first page of jobs for the URL's filters comes with the HTML; the screen takes it over without a refetch. */
export default async function JobsV2Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/jobs-v2' });
  const query = apiQueryOf(jobListQuery, jobsListQuery(await loadJobsQuery(searchParams)));
  const { data, total } = await listJobs(db, session.tenantId, query);
  return <JobsScreen initial={asJson(listResponse(data, total, query))} />;
}
