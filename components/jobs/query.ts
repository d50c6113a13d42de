import type { inferParserType } from 'nuqs/server';
import { JOB_FILTERS, JOB_SORTS, type JobSort } from '@/lib/jobs/types';
import { idParam, listLoader, oneOfParam, pageParam, perPageParam, textParam } from '@/lib/url-state/params';

const DEFAULT_SORT: JobSort = '-created';

/** The job list's state in the URL, shared by the page (first page on the server) and the screen. */
export const jobsParams = {
  status: oneOfParam(JOB_FILTERS, 'all'),
  company: idParam,
  location: idParam,
  category: textParam(80),
  q: textParam(100),
  sort: oneOfParam(JOB_SORTS, DEFAULT_SORT),
  page: pageParam,
  perPage: perPageParam,
};
export const loadJobsQuery = listLoader(jobsParams);

export type JobsQuery = inferParserType<typeof jobsParams>;

export const hasJobFilters = (q: JobsQuery) => q.status !== 'all' || Boolean(q.company || q.location || q.category || q.q);

export const jobsListQuery = (q: JobsQuery) => ({
  status: q.status === 'all' ? undefined : q.status,
  company: q.company || undefined,
  location: q.location || undefined,
  category: q.category || undefined,
  search: q.q || undefined,
  sort: q.sort === DEFAULT_SORT ? undefined : q.sort,
  page: q.page,
  per_page: q.perPage,
});
