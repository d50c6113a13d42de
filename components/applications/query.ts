import { PER_PAGE_OPTIONS } from '@/components/ui/controls';
import type { Params } from '@/lib/browser/use-url-query';
import { isUuid } from '@/lib/api/ids';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DEFAULT_PER_PAGE = 25;

export type ApplicationsQuery = { status: string; job: string; source: string; from: string; to: string; q: string; page: number; perPage: number };

/** The list state from the URL; a bad value falls back to its default instead of reaching the API. */
export function parseApplicationsQuery(p: Params): ApplicationsQuery {
  const page = Number(p.get('page'));
  const perPage = Number(p.get('per_page'));
  const id = (k: string) => (isUuid(p.get(k)) ? p.get(k)! : '');
  const date = (k: string) => (DATE.test(p.get(k) ?? '') ? p.get(k)! : '');
  return {
    status: id('status'), job: id('job'), source: (p.get('source') ?? '').slice(0, 60), from: date('from'), to: date('to'),
    q: (p.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
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
