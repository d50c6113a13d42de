import type { inferParserType } from 'nuqs/server';
import { listLoader, oneOfParam, pageParam, perPageParam } from '@/lib/url-state/params';

export const SHOW = ['all', 'unread'] as const;

/** The notifications page's state in the URL (?show=unread&page=&per_page=), for the server page and the screen. */
export const notificationParams = {
  show: oneOfParam(SHOW, 'all'),
  page: pageParam,
  perPage: perPageParam,
};
export const loadNotificationQuery = listLoader(notificationParams);

export type NotificationQuery = inferParserType<typeof notificationParams>;

export const pageOf = (q: NotificationQuery) => ({ unread: q.show === 'unread', page: q.page, perPage: q.perPage });

/** The page's list: all or unread only, a page of `perPage` (the API calls it limit). */
export const listQuery = (q: { unread: boolean; page: number; perPage: number }) => ({
  unread: q.unread ? ('true' as const) : undefined,
  page: q.page > 1 ? q.page : undefined,
  limit: q.perPage,
});
export type ListQuery = ReturnType<typeof listQuery>;
