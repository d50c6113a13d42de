import { readers } from '@/lib/browser/url-readers';
import type { Params } from '@/lib/browser/use-url-query';
import { ROUTE_ACTIVE_FILTERS, type RouteActiveFilter } from '@/lib/transport-routes/types';

/** The list's state in the URL; anything mistyped falls back to defaults instead of reaching the API. */
export type RoutesListQuery = { q: string; active: RouteActiveFilter; page: number; perPage: number };

export function parseRoutesQuery(p: Params): RoutesListQuery {
  const r = readers(p);
  return { q: r.text('q'), active: r.oneOf('active', ROUTE_ACTIVE_FILTERS, 'all'), page: r.page(), perPage: r.perPage() };
}

export const hasFilters = (q: RoutesListQuery) => Boolean(q.q) || q.active !== 'all';

export function apiQuery(q: RoutesListQuery): string {
  const params = new URLSearchParams({ page: String(q.page), per_page: String(q.perPage) });
  if (q.q) params.set('search', q.q);
  if (q.active !== 'all') params.set('active', q.active);
  return params.toString();
}
