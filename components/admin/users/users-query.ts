import { ROLES, type Role } from '@/lib/auth/roles';
import { readers } from '@/lib/browser/url-readers';
import type { Params } from '@/lib/browser/use-url-query';
import { USER_STATUSES, type UserStatusFilter } from '@/lib/users/types';

/** The users list's state in the URL; anything mistyped falls back to defaults instead of reaching the API. */
export type UserQuery = { q: string; role: Role | ''; status: UserStatusFilter; branch: string; page: number; perPage: number };

export function parseUserQuery(p: Params): UserQuery {
  const r = readers(p);
  return {
    q: r.text('q'),
    role: r.oneOf('role', ROLES, ''),
    status: r.oneOf('status', USER_STATUSES, 'all'),
    branch: r.id('branch'),
    page: r.page(),
    perPage: r.perPage(),
  };
}

export const hasFilters = (q: UserQuery) => Boolean(q.q || q.role || q.branch || q.status !== 'all');

export const apiQuery = (q: UserQuery) => ({
  search: q.q || undefined,
  role: q.role || undefined,
  status: q.status === 'all' ? undefined : q.status,
  branch: q.branch || undefined,
  page: q.page,
  per_page: q.perPage,
});
