import type { z } from 'zod';
import type { branchRow, permissionRow, ref, regionRow, roleRow, rolePermission, subRoleRow, userRow } from './schema';

/** The users API contract (issue 5, admin "users", "roles" and "branches" tabs). */

export const USER_STATUSES = ['active', 'inactive', 'all'] as const;

/** Orders of the users list: a column, '-' first for descending. Equal rows keep name order. */
export const USER_SORTS = ['name', '-name', 'role', '-role', 'branch', '-branch', 'last_login', '-last_login'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const DEFAULT_USER_SORT: UserSort = 'name';

export type Ref = z.infer<typeof ref>;

export type UserRow = z.infer<typeof userRow>;

export type SubRoleRow = z.infer<typeof subRoleRow>;

/** One permission of a role: a ROUTE_RULES path, conditional on a setting for a Company Contact. */
export type RolePermission = z.infer<typeof rolePermission>;

export type RoleRow = z.infer<typeof roleRow>;

export type PermissionRow = z.infer<typeof permissionRow>;

export type RegionRow = z.infer<typeof regionRow>;

export type BranchRow = z.infer<typeof branchRow>;
