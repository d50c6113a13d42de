import { PER_PAGE_OPTIONS } from '@/components/ui/controls';
import type { Params } from '@/lib/browser/use-url-query';
import { ROUTE_ACTIVE_FILTERS, type RouteActiveFilter } from '@/lib/transport-routes/types';

export const DEFAULT_PER_PAGE = 25;

/** The list's state in the URL; anything mistyped falls back to defaults instead of reaching the API. */
export type RoutesListQuery = { q: string; active: RouteActiveFilter; page: number; perPage: number };

export function parseRoutesQuery(p: Params): RoutesListQuery {
  const page = Number(p.get('page'));
  const perPage = Number(p.get('per_page'));
  const active = p.get('active') as RouteActiveFilter;
  return {
    q: (p.get('q') ?? '').slice(0, 100),
    active: ROUTE_ACTIVE_FILTERS.includes(active) ? active : 'all',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

export const hasFilters = (q: RoutesListQuery) => Boolean(q.q) || q.active !== 'all';

export function apiQuery(q: RoutesListQuery): string {
  const params = new URLSearchParams({ page: String(q.page), per_page: String(q.perPage) });
  if (q.q) params.set('search', q.q);
  if (q.active !== 'all') params.set('active', q.active);
  return params.toString();
}
