import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotificationsScreen } from '@/components/notification-centre/notifications-screen';
import { listQuery, loadNotificationQuery, pageOf } from '@/components/notification-centre/query';
import { requirePage } from '@/lib/auth/guard';
import { resolveLocale } from '@/lib/i18n/config';
import { listNotifications } from '@/lib/notification-centre/queries';
import { notificationsQuery } from '@/lib/notification-centre/schema';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('notificationCentre'))('title') };
}

/**
 * Each user's own notification centre and opt-outs (every role; the bell in the header links here). The URL's
 * page of notifications comes with the HTML, titled in the page's language as the API titles them.
 */
export default async function NotificationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/notifications' });
  const [params, locale] = await Promise.all([loadNotificationQuery(searchParams), getLocale()]);
  const query = apiQueryOf(notificationsQuery, listQuery(pageOf(params)));
  const list = await listNotifications(db, session, query, resolveLocale(locale, null));
  return <NotificationsScreen initial={{ list: asJson(list), renderedAt: new Date().toISOString() }} />;
}
