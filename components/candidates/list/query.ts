import type { inferParserType } from 'nuqs/server';
import { CANDIDATE_SORTS } from '@/lib/candidates/types';
import { idParam, listLoader, oneOfParam, pageParam, perPageParam, textParam } from '@/lib/url-state/params';

export const PLACEMENT_FILTERS = ['any', 'true', 'false'] as const;

/** The list's state in the URL, shared by the page (first page on the server) and the screen. */
export const candidateParams = {
  q: textParam(100),
  status: idParam,
  city: textParam(80),
  placed: oneOfParam(PLACEMENT_FILTERS, 'any'),
  sort: oneOfParam(CANDIDATE_SORTS, 'last_name'),
  page: pageParam,
  perPage: perPageParam,
};
export const loadCandidateQuery = listLoader(candidateParams);

export type CandidateQuery = inferParserType<typeof candidateParams>;

export const hasFilters = (q: CandidateQuery) => Boolean(q.q || q.status || q.city || q.placed !== 'any');

/** The list API's query (search, status_id, city, has_placement, sort, page, per_page). */
export const apiQuery = (q: CandidateQuery) => ({
  search: q.q || undefined,
  status_id: q.status || undefined,
  city: q.city || undefined,
  has_placement: q.placed === 'any' ? undefined : q.placed,
  sort: q.sort,
  page: q.page,
  per_page: q.perPage,
});
