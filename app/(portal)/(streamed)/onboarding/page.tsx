import { getTranslations } from 'next-intl/server';
import type { SearchParams } from 'nuqs/server';
import { OnboardingScreen, type OnboardingFirstPage } from '@/components/onboarding/onboarding-screen';
import { assignmentsListQuery, loadOnboardingQuery, packetsListQuery, type OnboardingQuery } from '@/components/onboarding/url-state';
import { PageHeader } from '@/components/shell/page-header';
import { listResponse } from '@/lib/schema-kit/paging';
import { requirePage } from '@/lib/auth/guard';
import { listAssignments } from '@/lib/onboarding/assignment-queries';
import { listPackets } from '@/lib/onboarding/queries';
import { assignmentsQuery, packetsQuery } from '@/lib/onboarding/schema';
import { titleFrom } from '@/lib/settings/page-metadata';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';
import type { Db } from '@/lib/db/client';

export const generateMetadata = titleFrom('nav', 'onboarding');

/** The first page of the list the URL's tab shows (packets by default), for the screen to take over without a refetch. */
async function firstPage(db: Db, tenantId: string, state: OnboardingQuery): Promise<OnboardingFirstPage> {
  if (state.tab === 'packets') {
    const query = apiQueryOf(packetsQuery, packetsListQuery(state));
    const { data, total } = await listPackets(db, tenantId, query);
    return { packets: asJson(listResponse(data, total, query)) };
  }
  if (state.tab === 'assignments') {
    const query = apiQueryOf(assignmentsQuery, assignmentsListQuery(state));
    const { data, total } = await listAssignments(db, tenantId, query);
    return { assignments: asJson(listResponse(data, total, query)) };
  }
  return {};
}

export default async function OnboardingPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/onboarding' });
  const [tNav, t, initial] = await Promise.all([
    getTranslations('nav'),
    getTranslations('onboarding'),
    loadOnboardingQuery(searchParams).then((state) => firstPage(db, session.tenantId, state)),
  ]);
  return (
    <>
      <PageHeader title={tNav('onboarding')} subtitle={t('subtitle')} />
      <OnboardingScreen initial={initial} />
    </>
  );
}
