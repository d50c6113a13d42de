import { PER_PAGE_OPTIONS } from '@/components/ui/controls';
import { isUuid } from '@/lib/api/ids';
import type { Params } from '@/lib/browser/use-url-query';
import { CANDIDATE_SORTS, type CandidateSort } from '@/lib/candidates/types';

export const DEFAULT_PER_PAGE = 25;
export const PLACEMENT_FILTERS = ['any', 'true', 'false'] as const;
export type PlacementFilter = (typeof PLACEMENT_FILTERS)[number];

/** The list's state in the URL; values a person could have mistyped fall back to defaults, never an error. */
export type CandidateQuery = { q: string; status: string; city: string; placed: PlacementFilter; sort: CandidateSort; page: number; perPage: number };

export function parseCandidateQuery(p: Params): CandidateQuery {
  const page = Number(p.get('page'));
  const perPage = Number(p.get('per_page'));
  const placed = p.get('placed') as PlacementFilter;
  const sort = p.get('sort') as CandidateSort;
  return {
    q: (p.get('q') ?? '').slice(0, 100),
    status: isUuid(p.get('status')) ? p.get('status')! : '',
    city: (p.get('city') ?? '').slice(0, 80),
    placed: PLACEMENT_FILTERS.includes(placed) ? placed : 'any',
    sort: CANDIDATE_SORTS.includes(sort) ? sort : 'last_name',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
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
