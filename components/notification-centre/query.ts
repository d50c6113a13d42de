import type { inferParserType } from 'nuqs/server';
import { listLoader, oneOfParam, pageParam, perPageParam } from '@/lib/url-state/params';

export { listQuery } from './list-query';

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
