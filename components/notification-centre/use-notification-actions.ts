'use client';
import { useAction } from '@/lib/browser/use-action';
import { useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import type { NotificationItem } from '@/lib/notification-centre/schema';
import { listKeys, notificationApi, revalidateLists, type NotificationList } from './api';

/**
 * The server hands out same-origin paths only (lib/notification-centre/queries.ts); checked again
 * here, cheaply, so a link can never take the reader to another site.
 */
export const isLocalPath = (link: string | null): link is string =>
  typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') && !link.includes('\\');

/** A list as it is once `ids` (or everything, for null) is read: shown at once, confirmed by the refetch. */
function asRead(list: NotificationList | undefined, ids: Set<string> | null): NotificationList | undefined {
  if (!list) return list;
  const hits = list.data.filter((n) => !n.read && (ids === null || ids.has(n._id))).length;
  const data = list.data.map((n) => (ids === null || ids.has(n._id) ? { ...n, read: true } : n));
  return { ...list, data, unread: ids === null ? 0 : Math.max(0, list.unread - hits) };
}

/** Open (mark read, then follow the deep link), mark one read, mark all read: shared by the bell and the page. */
export function useNotificationActions() {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  // The lists refetch after every call, so a refused mark shows the item unread again.
  const { run } = useAction({ revalidate: revalidateLists });

  async function settle(ids: Set<string> | null, request: () => Promise<unknown>, success?: string): Promise<void> {
    await mutate(listKeys, (list?: NotificationList) => asRead(list, ids), { revalidate: false });
    await run(request, success);
  }

  const markRead = (n: NotificationItem) => (n.read ? Promise.resolve() : settle(new Set([n._id]), () => notificationApi.markRead(n._id)));

  return {
    markRead,
    /** Marks it read without waiting, and goes where it points (if anywhere). */
    open(n: NotificationItem) {
      void markRead(n);
      if (isLocalPath(n.link)) router.push(n.link);
    },
    /** `upTo`: the newest notification the reader has in front of her; newer ones stay unread. */
    markAllRead: (upTo: string | undefined, success?: string) => settle(null, () => notificationApi.markAllRead(upTo), success),
  };
}
