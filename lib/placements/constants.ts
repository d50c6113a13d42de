// Placement values the screens need, apart from the zod schemas so zod stays out of list pages' bundles.

export const PLACEMENT_STATUSES = ['active', 'ended'] as const;
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[number];
export const PLACEMENT_FILTERS = ['active', 'ended', 'all'] as const;
