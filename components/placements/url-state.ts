import type { inferParserType } from 'nuqs/server';
import { ORDER_SORTS, ORDER_TABS } from '@/lib/orders/constants';
import { PLACEMENT_FILTERS, PLACEMENT_SORTS } from '@/lib/placements/constants';
import { sortParam, sortParser } from '@/lib/url-state/sort';
import { dayParam, idParam, listLoader, oneOfParam, pageParam, perPageParam, textParam } from '@/lib/url-state/params';

/** The parts of a list URL every recruiting list shares: company, location, date, search, paging, open row (?id=). */
const commonParams = {
  company: idParam,
  location: idParam,
  date: dayParam,
  q: textParam(100),
  page: pageParam,
  perPage: perPageParam,
  open: idParam,
};
export type CommonFilter = inferParserType<typeof commonParams>;

/** /placements: the shared filters, the status and the position. */
export const placementParams = {
  ...commonParams,
  status: oneOfParam(PLACEMENT_FILTERS, 'active'),
  position: textParam(80),
  sort: sortParser(PLACEMENT_SORTS, '-start_date'),
};
export const loadPlacementQuery = listLoader(placementParams);
export type PlacementFilter = inferParserType<typeof placementParams>;

const ORDER_VIEWS = ['orders', 'requests'] as const;
/** /orders: the shared filters, the status tab, and staff's view (orders or placement requests). */
export const orderParams = {
  ...commonParams,
  status: oneOfParam(ORDER_TABS, 'open'),
  view: oneOfParam(ORDER_VIEWS, 'orders'),
  sort: sortParser(ORDER_SORTS, '-start_date'),
};
export const loadOrderQuery = listLoader(orderParams);
export type OrderFilter = inferParserType<typeof orderParams>;

const commonQuery = (f: CommonFilter) => ({
  company_id: f.company || undefined,
  location_id: f.location || undefined,
  date: f.date || undefined,
  search: f.q || undefined,
  page: f.page,
  per_page: f.perPage,
});

/** GET /placements' query for the list on screen (the server page reads its first page with the same). */
export const placementListQuery = (f: PlacementFilter) => ({
  ...commonQuery(f),
  status: f.status,
  position: f.position || undefined,
  sort: sortParam(f.sort),
});

/** GET /orders' query for the status tab on screen. */
export const orderListQuery = (f: OrderFilter) => ({ ...commonQuery(f), status: f.status, sort: sortParam(f.sort) });

/** GET /placement-requests' query: staff's second view on /orders pages through the same page and size. */
export const requestListQuery = (f: OrderFilter) => ({ page: f.page, per_page: f.perPage });
