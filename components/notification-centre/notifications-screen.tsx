'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/ui/page-header';
import { Button } from '@/components/ui/button';
import { CountTabs } from '@/components/ui/count-tabs';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { useHydratedNow } from '@/lib/browser/reader-zone';
import { usePagedList } from '@/lib/browser/use-paged-list';
import type { NotificationItem } from '@/lib/notification-centre/schema';
import { useListState } from '@/lib/url-state/use-list-state';
import { useNotificationList, type NotificationList } from './api';
import { NotificationText } from './notification-text';
import { PreferencesSection } from './preferences-section';
import { listQuery, notificationParams, pageOf, SHOW } from './query';
import { isLocalPath, useNotificationActions } from './use-notification-actions';

/** What the server page loaded: the URL's page of notifications and when it rendered them. */
export type NotificationsInitial = { list: NotificationList; renderedAt: string };

/**
 * /notifications: every notification of the reader, paged, with an Unread filter; then her own preferences.
 * The first page comes with the HTML (`initial`); the list refreshes every 30 s like the bell.
 */
export function NotificationsScreen({ initial }: { initial?: NotificationsInitial }) {
  return <Notifications initial={initial} />;
}

function Notifications({ initial }: { initial?: NotificationsInitial }) {
  const t = useTranslations('notificationCentre');
  const [state, update] = useListState(notificationParams);
  const show = state.show;
  const query = pageOf(state);
  const { data, error, isLoading, mutate } = useNotificationList(listQuery(query), initial?.list);
  const { rows, total, pages } = usePagedList(data, query.page, query.perPage, update);
  const now = useHydratedNow(initial?.renderedAt);
  const actions = useNotificationActions();
  // On the first page the top row is the newest she has in front of her; anything newer stays unread.
  const upTo = query.page === 1 ? rows[0]?._id : undefined;

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button
            variant="outline"
            disabled={!data || data.unread === 0}
            onClick={() => void actions.markAllRead(upTo, t('list.markedAllRead'))}
          >
            {t('bell.markAllRead')}
          </Button>
        }
      />
      <CountTabs
        tabs={SHOW}
        value={show}
        counts={undefined}
        label={t('list.filterLabel')}
        tabLabel={(tab) => t(`list.${tab}`)}
        onChange={(tab) => update({ show: tab === 'all' ? null : tab, page: null })}
      >
        <PagedList
          data={data}
          error={error}
          retry={() => void mutate()}
          loadingLabel={t('loading')}
          rows={rows}
          page={query.page}
          perPage={query.perPage}
          total={total}
          totalLabel={t('list.total', { count: total })}
          update={update}
          empty={<EmptyState icon="🔔" title={t(`list.empty.${show}.title`)} body={t(`list.empty.${show}.body`)} />}
        >
          {(shown) => (
            <ul
              aria-label={t('list.listLabel', { page: query.page, pages })}
              aria-busy={isLoading || undefined}
              className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
            >
              {shown.map((n) => (
                <Row key={n._id} n={n} now={now} onOpen={() => void actions.markRead(n)} onRead={() => void actions.markRead(n)} />
              ))}
            </ul>
          )}
        </PagedList>
      </CountTabs>
      <PreferencesSection />
    </>
  );
}

/** One notification: its text opens the deep link (a real link: new tab, copy address), and Mark as read. */
function Row({ n, now, onOpen, onRead }: { n: NotificationItem; now: Date; onOpen: () => void; onRead: () => void }) {
  const t = useTranslations('notificationCentre.list');
  const titleId = `notification-${n._id}`;
  const text = <NotificationText n={n} now={now} titleId={titleId} />;
  return (
    <li data-testid="notification-row" className={`flex items-start justify-between gap-3 px-4 py-3 ${n.read ? '' : 'bg-slate-50'}`}>
      {isLocalPath(n.link) ? (
        <Link
          href={n.link}
          onClick={onOpen}
          className="min-w-0 flex-1 rounded hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
        >
          {text}
        </Link>
      ) : (
        <div className="min-w-0 flex-1">{text}</div>
      )}
      {n.read ? null : (
        <Button size="sm" variant="ghost" aria-describedby={titleId} onClick={onRead}>
          {t('markRead')}
        </Button>
      )}
    </li>
  );
}
