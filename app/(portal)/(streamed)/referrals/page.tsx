import type { SearchParams } from 'nuqs/server';
import { apiQuery, loadReferralQuery } from '@/components/referrals/query';
import { ReferralsScreen } from '@/components/referrals/referrals-screen';
import { listResponse } from '@/lib/schema-kit/paging';
import { requirePage } from '@/lib/auth/guard';
import { listReferrals } from '@/lib/referrals/queries';
import { referralListQuery } from '@/lib/referrals/schema';
import { currencyOf } from '@/lib/settings/currency';
import { titleFrom } from '@/lib/settings/page-metadata';
import { getSettings } from '@/lib/settings/queries';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFrom('nav', 'referrals');

/** The first page of referrals for the URL's filters comes with the HTML; the screen takes it over without a refetch. */
export default async function ReferralsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/referrals' });
  const query = apiQueryOf(referralListQuery, apiQuery(await loadReferralQuery(searchParams)));
  const [settings, { data, total }] = await Promise.all([getSettings(session.tenantId), listReferrals(db, session.tenantId, query)]);
  return <ReferralsScreen currency={currencyOf(settings)} initial={asJson(listResponse(data, total, query))} />;
}
