/** The list's active filter; here rather than in schema.ts so the list screen does not load zod. */
export const ROUTE_ACTIVE_FILTERS = ['all', 'active', 'inactive'] as const;
