import { PER_PAGE_OPTIONS } from '@/components/ui/controls';
import { isUuid } from '@/lib/api/ids';
import { ROLES, type Role } from '@/lib/auth/roles';
import type { Params } from '@/lib/browser/use-url-query';
import { USER_STATUSES, type UserStatusFilter } from '@/lib/users/types';

export const DEFAULT_PER_PAGE = 25;

/** The users list's state in the URL; anything mistyped falls back to defaults instead of reaching the API. */
export type UserQuery = { q: string; role: Role | ''; status: UserStatusFilter; branch: string; page: number; perPage: number };

export function parseUserQuery(p: Params): UserQuery {
  const page = Number(p.get('page'));
  const perPage = Number(p.get('per_page'));
  const role = p.get('role') ?? '';
  const status = p.get('status') ?? '';
  return {
    q: (p.get('q') ?? '').slice(0, 100),
    role: (ROLES as readonly string[]).includes(role) ? (role as Role) : '',
    status: (USER_STATUSES as readonly string[]).includes(status) ? (status as UserStatusFilter) : 'all',
    branch: isUuid(p.get('branch')) ? p.get('branch')! : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
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
