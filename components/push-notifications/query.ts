import type { inferParserType } from 'nuqs/server';
import { NOTIFICATION_SORTS, NOTIFICATION_STATUSES } from '@/lib/push-notifications/types';
import { idParam, listLoader, oneOfParam, pageParam, perPageParam } from '@/lib/url-state/params';
import { sortParam, sortParser } from '@/lib/url-state/sort';

export const STATUS_FILTERS = ['all', ...NOTIFICATION_STATUSES.filter((s) => s !== 'draft')] as const;

/** The history's state in the URL (status filter, page, the notification open in the dialog), for the page and the screen. */
export const historyParams = {
  status: oneOfParam(STATUS_FILTERS, 'all'),
  page: pageParam,
  perPage: perPageParam,
  open: idParam,
  sort: sortParser(NOTIFICATION_SORTS, '-created_at'),
};
export const loadHistoryQuery = listLoader(historyParams);
type HistoryState = inferParserType<typeof historyParams>;

/** The history API's query. */
export const historyApiQuery = (q: HistoryState) => ({
  status: q.status === 'all' ? undefined : q.status,
  page: q.page,
  per_page: q.perPage,
  sort: sortParam(q.sort),
});
