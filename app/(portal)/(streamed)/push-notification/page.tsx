import { getTranslations } from 'next-intl/server';
import type { SearchParams } from 'nuqs/server';
import { PushScreen } from '@/components/push-notifications/push-screen';
import { historyApiQuery, loadHistoryQuery } from '@/components/push-notifications/query';
import { listResponse } from '@/lib/schema-kit/paging';
import { requirePage } from '@/lib/auth/guard';
import { listNotifications } from '@/lib/push-notifications/queries';
import { PUSH_ROUTE } from '@/lib/push-notifications/paths';
import { historyQuery } from '@/lib/push-notifications/schema';
import { titleFrom } from '@/lib/settings/page-metadata';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFrom('nav', 'notifications');

/** The history's first page for the URL's filter comes with the HTML; the screen takes it over without a refetch. */
export default async function PushNotificationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: PUSH_ROUTE });
  const query = apiQueryOf(historyQuery, historyApiQuery(await loadHistoryQuery(searchParams)));
  const [t, { data, total }] = await Promise.all([getTranslations('nav'), listNotifications(db, session.tenantId, query)]);
  return <PushScreen title={t('notifications')} initial={asJson(listResponse(data, total, query))} />;
}
