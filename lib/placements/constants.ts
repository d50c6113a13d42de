// Placement values the screens need, apart from the zod schemas so zod stays out of list pages' bundles.

export const PLACEMENT_STATUSES = ['active', 'ended'] as const;
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[number];
export const PLACEMENT_FILTERS = ['active', 'ended', 'all'] as const;
/**
 * The list's header sorts. start_date (the default) walks the (tenant, status, start_date) index; the others cost
 * a top-N sort over the rows the list's count reads anyway, never more.
 */
export const PLACEMENT_SORTS = ['candidate', 'company', 'start_date'] as const;
export type PlacementSort = (typeof PLACEMENT_SORTS)[number];
