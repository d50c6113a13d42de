import { readers } from '@/lib/browser/url-readers';
import type { Params } from '@/lib/browser/use-url-query';
import { CANDIDATE_SORTS, type CandidateSort } from '@/lib/candidates/types';

export const PLACEMENT_FILTERS = ['any', 'true', 'false'] as const;
export type PlacementFilter = (typeof PLACEMENT_FILTERS)[number];

/** The list's state in the URL; values a person could have mistyped fall back to defaults, never an error. */
export type CandidateQuery = { q: string; status: string; city: string; placed: PlacementFilter; sort: CandidateSort; page: number; perPage: number };

export function parseCandidateQuery(p: Params): CandidateQuery {
  const r = readers(p);
  return {
    q: r.text('q'), status: r.id('status'), city: r.text('city', 80), placed: r.oneOf('placed', PLACEMENT_FILTERS, 'any'),
    sort: r.oneOf('sort', CANDIDATE_SORTS, 'last_name'), page: r.page(), perPage: r.perPage(),
  };
}

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
