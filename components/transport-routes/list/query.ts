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

/** The API query; empty values are left out by withQuery. */
export const apiQuery = (q: RoutesListQuery) =>
  ({ page: q.page, per_page: q.perPage, search: q.q || undefined, active: q.active === 'all' ? undefined : q.active });
