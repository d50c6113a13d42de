'use client';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { useFormat } from '@/lib/browser/format';
import type { NotificationItem } from '@/lib/notification-centre/schema';

/** The unread mark: a dot for the eye, a word for screen readers. */
function UnreadDot({ read }: { read: boolean }) {
  const t = useTranslations('notificationCentre.bell');
  if (read) return <span aria-hidden className="mt-1.5 h-2 w-2 shrink-0" />;
  return (
    <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand">
      <span className="sr-only">{t('unread')}</span>
    </span>
  );
}

/**
 * Title, optional second line and "5 minutes ago" (the exact time on hover), as the bell and the page show them.
 * `now`: the page's clock (server-rendered, see useHydratedNow); the bell keeps its own.
 */
export function NotificationText({
  n,
  clamp,
  titleId,
  now: given,
}: {
  n: NotificationItem;
  clamp?: boolean;
  titleId?: string;
  now?: Date;
}) {
  const format = useFormatter();
  // Re-renders each minute so "just now" moves on while the list stays open.
  const own = useNow({ updateInterval: 60_000 });
  const now = given ?? own;
  // The exact time is the viewer's clock, named (lib/browser/format.ts: her chosen zone in the portal).
  const fmt = useFormat();
  const at = new Date(n.created_at);
  return (
    <span className="flex min-w-0 items-start gap-2">
      <UnreadDot read={n.read} />
      <span className="min-w-0 text-start">
        <span
          id={titleId}
          className={`block text-sm ${n.read ? 'text-slate-700' : 'font-medium text-slate-900'} ${clamp ? 'line-clamp-2' : ''}`}
        >
          {n.title}
        </span>
        {n.body ? <span className={`block text-xs text-slate-700 ${clamp ? 'line-clamp-1' : ''}`}>{n.body}</span> : null}
        <time dateTime={n.created_at} title={fmt.stamp(n.created_at)} className="block text-xs text-slate-600">
          {format.relativeTime(at, now)}
        </time>
      </span>
    </span>
  );
}
