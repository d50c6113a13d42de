/**
 * The page's list as the API reads it: all or unread only, a page of `perPage` (the API calls it limit). Apart
 * from the URL parsers (query.ts): the bell, in every page's first load, builds its keys from this alone.
 */
export const listQuery = (q: { unread: boolean; page: number; perPage: number }) => ({
  unread: q.unread ? ('true' as const) : undefined,
  page: q.page > 1 ? q.page : undefined,
  limit: q.perPage,
});
export type ListQuery = ReturnType<typeof listQuery>;
