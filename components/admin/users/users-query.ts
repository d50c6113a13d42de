import type { inferParserType } from 'nuqs/server';
import { ROLES } from '@/lib/auth/roles';
import { DEFAULT_USER_SORT, USER_SORTS, USER_STATUSES } from '@/lib/users/types';
import { idParam, listLoader, oneOfParam, pageParam, perPageParam, textParam } from '@/lib/url-state/params';

/**
 * The users list's state in the URL, read by the admin page (first page on the server) and the tab alike;
 * anything mistyped reads as the default instead of reaching the API.
 */
export const usersParams = {
  q: textParam(100),
  role: oneOfParam(ROLES, ''),
  status: oneOfParam(USER_STATUSES, 'all'),
  branch: idParam,
  sort: oneOfParam(USER_SORTS, DEFAULT_USER_SORT),
  page: pageParam,
  perPage: perPageParam,
};
export const loadUsersQuery = listLoader(usersParams);

export type UserQuery = inferParserType<typeof usersParams>;

export const hasFilters = (q: UserQuery) => Boolean(q.q || q.role || q.branch || q.status !== 'all');

/** The list API's query for the URL's state; defaults are left out, so the first page's key stays plain. */
export const usersListQuery = (q: UserQuery) => ({
  search: q.q || undefined,
  role: q.role || undefined,
  status: q.status === 'all' ? undefined : q.status,
  branch: q.branch || undefined,
  sort: q.sort === DEFAULT_USER_SORT ? undefined : q.sort,
  page: q.page,
  per_page: q.perPage,
});
