/** The users API contract (issue 5, admin "users", "roles" and "branches" tabs). */

export const USER_STATUSES = ['active', 'inactive', 'all'] as const;

/** Orders of the users list: a column, '-' first for descending. Equal rows keep name order. */
export const USER_SORTS = ['name', '-name', 'role', '-role', 'branch', '-branch', 'last_login', '-last_login'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const DEFAULT_USER_SORT: UserSort = 'name';
