import type { inferParserType } from 'nuqs/server';
import { APPLICATION_SORTS } from '@/lib/applications/types';
import { dayParam, idParam, listLoader, pageParam, perPageParam, textParam } from '@/lib/url-state/params';
import { sortParam, sortParser } from '@/lib/url-state/sort';

/** The list state in the URL; a bad value reads as its default instead of reaching the API. */
export const applicationsParams = {
  status: idParam,
  job: idParam,
  source: textParam(60),
  from: dayParam,
  to: dayParam,
  q: textParam(100),
  page: pageParam,
  perPage: perPageParam,
  sort: sortParser(APPLICATION_SORTS, '-applied'),
};
export const loadApplicationsQuery = listLoader(applicationsParams);
export type ApplicationsQuery = inferParserType<typeof applicationsParams>;

export const hasApplicationFilters = (q: ApplicationsQuery) => Boolean(q.status || q.job || q.source || q.from || q.to || q.q);
export const CLEAR_FILTERS = { status: null, job: null, source: null, from: null, to: null, q: null, page: null } as const;

/** The API query; a reversed date range is not sent (the filter shows the problem instead). */
export const applicationsListQuery = (q: ApplicationsQuery) => {
  const reversed = Boolean(q.from && q.to && q.from > q.to);
  return {
    status_id: q.status || undefined,
    job: q.job || undefined,
    source: q.source || undefined,
    from: reversed ? undefined : q.from || undefined,
    to: reversed ? undefined : q.to || undefined,
    search: q.q || undefined,
    page: q.page,
    per_page: q.perPage,
    sort: sortParam(q.sort),
  };
};
