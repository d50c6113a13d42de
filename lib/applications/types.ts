/**
 * The list's header sorts: applied (created_at, the default) walks the (tenant, created_at, id) index; candidate
 * orders the filtered rows by name, as the timesheet list's worker sort does.
 */
export const APPLICATION_SORTS = ['candidate', 'applied'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
