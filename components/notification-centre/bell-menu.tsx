'use client';
import * as M from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { SWRResponse } from 'swr';
import type { NotificationList } from '@/lib/notification-centre/schema';
import { BELL_TRIGGER_CLASS, BellFace, useBellLabel } from './bell-face';
import { NotificationText } from './notification-text';
import { useNotificationActions } from './use-notification-actions';

const item =
  'flex cursor-pointer rounded px-3 py-2 outline-none data-[disabled]:cursor-default data-[disabled]:opacity-60 data-[highlighted]:bg-slate-100';

/**
 * The bell's list (Radix dropdown: arrow keys, Escape, focus return come with it): the latest ten,
 * each opening its deep link and marking itself read, then "Mark all as read" and the full page.
 * bell.tsx loads this on first use.
 */
export function BellMenu({ feed, unread, defaultOpen }: { feed: SWRResponse<NotificationList>; unread: number; defaultOpen?: boolean }) {
  const t = useTranslations('notificationCentre.bell');
  const tc = useTranslations('notificationCentre');
  const label = useBellLabel();
  const actions = useNotificationActions();
  const rows = feed.data?.data ?? [];
  return (
    // Opening fetches afresh: the count may be up to one poll old. Not modal: a modal menu hides the rest of
    // the page from screen readers with aria-hidden while its links stay focusable (axe: aria-hidden-focus),
    // and a list of notifications is a popover the reader may leave with Tab, not a dialog to answer.
    <M.Root
      modal={false}
      defaultOpen={defaultOpen}
      onOpenChange={(open) => {
        if (open) void feed.mutate();
      }}
    >
      <M.Trigger className={BELL_TRIGGER_CLASS} aria-label={label(unread)}>
        <BellFace unread={unread} />
      </M.Trigger>
      <M.Portal>
        <M.Content
          align="end"
          sideOffset={6}
          aria-label={t('heading')}
          className="z-50 w-96 max-w-[calc(100vw-1rem)] rounded-md border border-slate-200 bg-white p-1 text-slate-900 shadow-lg"
        >
          <M.Label className="px-3 py-1.5 text-xs font-semibold uppercase text-slate-600">{t('heading')}</M.Label>
          <div className="max-h-[60vh] overflow-y-auto">
            {rows.map((n) => (
              <M.Item key={n._id} className={item} onSelect={() => actions.open(n)}>
                <NotificationText n={n} clamp />
              </M.Item>
            ))}
            {!feed.data && feed.error ? (
              <p role="alert" className="px-3 py-4 text-sm text-red-800">
                {t('loadFailed')}
              </p>
            ) : null}
            {!feed.data && !feed.error ? (
              <p aria-busy="true" className="px-3 py-4 text-sm text-slate-700">
                {tc('loading')}
              </p>
            ) : null}
            {feed.data && rows.length === 0 ? <p className="px-3 py-4 text-sm text-slate-700">{t('empty')}</p> : null}
          </div>
          <M.Separator className="my-1 h-px bg-slate-200" />
          {/* Stays open, so the reader sees the dots go. */}
          <M.Item
            className={`${item} text-sm`}
            disabled={unread === 0}
            onSelect={(e) => {
              e.preventDefault();
              void actions.markAllRead(rows[0]?._id);
            }}
          >
            {t('markAllRead')}
          </M.Item>
          <M.Item asChild className={`${item} text-sm font-medium text-slate-900`}>
            <Link href="/notifications">{t('viewAll')}</Link>
          </M.Item>
        </M.Content>
      </M.Portal>
    </M.Root>
  );
}
