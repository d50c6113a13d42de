import type { SearchParams } from 'nuqs/server';
import { apiQuery, loadCandidateQuery } from '@/components/candidates/list/query';
import { CandidatesScreen } from '@/components/candidates/list/candidates-screen';
import { listResponse } from '@/lib/schema-kit/paging';
import { requirePage } from '@/lib/auth/guard';
import { candidateStatuses, listCandidates } from '@/lib/candidates/queries';
import { candidateListQuery } from '@/lib/candidates/schema';
import { titleFrom } from '@/lib/settings/page-metadata';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFrom('nav', 'candidates');

/** The first page of candidates for the URL's filters comes with the HTML; the screen takes it over without a refetch. */
export default async function CandidatesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/candidates' });
  const query = apiQueryOf(candidateListQuery, apiQuery(await loadCandidateQuery(searchParams)));
  const [statuses, { data, total }] = await Promise.all([
    candidateStatuses(db, session.tenantId),
    listCandidates(db, session.tenantId, query),
  ]);
  return <CandidatesScreen statuses={statuses} initial={asJson(listResponse(data, total, query))} />;
}
