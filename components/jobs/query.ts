import { PER_PAGE_OPTIONS } from '@/lib/browser/per-page';
import type { Params } from '@/lib/browser/use-url-query';
import { JOB_FILTERS, JOB_SORTS, type JobFilterStatus, type JobSort } from '@/lib/jobs/types';
import { isUuid } from '@/lib/api/ids';

export const DEFAULT_PER_PAGE = 25;
export const DEFAULT_SORT: JobSort = '-created';

export type JobsQuery = { status: JobFilterStatus; company: string; location: string; category: string; q: string; sort: JobSort; page: number; perPage: number };

const oneOf = <T extends string>(list: readonly T[], v: string | null, fallback: T): T => ((list as readonly string[]).includes(v ?? '') ? (v as T) : fallback);
const id = (v: string | null) => (isUuid(v) ? v : '');

/** The list state from the URL; a bad value falls back to its default instead of reaching the API. */
export function parseJobsQuery(p: Params): JobsQuery {
  const page = Number(p.get('page'));
  const perPage = Number(p.get('per_page'));
  return {
    status: oneOf(JOB_FILTERS, p.get('status'), 'all'),
    company: id(p.get('company')),
    location: id(p.get('location')),
    category: (p.get('category') ?? '').slice(0, 80),
    q: (p.get('q') ?? '').slice(0, 100),
    sort: oneOf(JOB_SORTS, p.get('sort'), DEFAULT_SORT),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

export const hasJobFilters = (q: JobsQuery) => q.status !== 'all' || Boolean(q.company || q.location || q.category || q.q);

export const jobsListQuery = (q: JobsQuery) => ({
  status: q.status === 'all' ? undefined : q.status, company: q.company || undefined, location: q.location || undefined,
  category: q.category || undefined, search: q.q || undefined, sort: q.sort === DEFAULT_SORT ? undefined : q.sort, page: q.page, per_page: q.perPage,
});
