import type { inferParserType } from 'nuqs/server';
import { ROUTE_ACTIVE_FILTERS } from '@/lib/transport-routes/types';
import { listLoader, oneOfParam, pageParam, perPageParam, textParam } from '@/lib/url-state/params';

/** The list's state in the URL; anything mistyped reads as the default instead of reaching the API. */
export const routesParams = { q: textParam(100), active: oneOfParam(ROUTE_ACTIVE_FILTERS, 'all'), page: pageParam, perPage: perPageParam };
export const loadRoutesQuery = listLoader(routesParams);
export type RoutesListQuery = inferParserType<typeof routesParams>;

export const hasFilters = (q: RoutesListQuery) => Boolean(q.q) || q.active !== 'all';

/** GET /routes' query; empty values are left out of the address. */
export const apiQuery = (q: RoutesListQuery) => ({
  page: q.page,
  per_page: q.perPage,
  search: q.q || undefined,
  active: q.active === 'all' ? undefined : q.active,
});
