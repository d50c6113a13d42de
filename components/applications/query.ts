import type { Params } from '@/lib/browser/use-url-query';
import { readers } from '@/lib/browser/url-readers';

export { DEFAULT_PER_PAGE } from '@/lib/browser/url-readers';

export type ApplicationsQuery = { status: string; job: string; source: string; from: string; to: string; q: string; page: number; perPage: number };

/** The list state from the URL; a bad value falls back to its default instead of reaching the API. */
export function parseApplicationsQuery(p: Params): ApplicationsQuery {
  const r = readers(p);
  return {
    status: r.id('status'), job: r.id('job'), source: r.text('source', 60), from: r.date('from'), to: r.date('to'),
    q: r.text('q'), page: r.page(), perPage: r.perPage(),
  };
}

export const hasApplicationFilters = (q: ApplicationsQuery) => Boolean(q.status || q.job || q.source || q.from || q.to || q.q);
export const CLEAR_FILTERS = { status: null, job: null, source: null, from: null, to: null, q: null, page: null } as const;

/** The API query; a reversed date range is not sent (the filter shows the problem instead). */
export const applicationsListQuery = (q: ApplicationsQuery) => {
  const reversed = Boolean(q.from && q.to && q.from > q.to);
  return {
    status_id: q.status || undefined, job: q.job || undefined, source: q.source || undefined,
    from: reversed ? undefined : q.from || undefined, to: reversed ? undefined : q.to || undefined,
    search: q.q || undefined, page: q.page, per_page: q.perPage,
  };
};
