import type { PortalFlags } from '@/lib/auth/permissions';
import type { Role } from '@/lib/auth/roles';

/** The users API contract (issue 5, admin "users", "roles" and "branches" tabs). */

export const USER_STATUSES = ['active', 'inactive', 'all'] as const;
export type UserStatusFilter = (typeof USER_STATUSES)[number];

type Ref = { _id: string; name: string };

export type UserRow = {
  _id: string;
  email: string;
  username: string;
  role: Role;
  role_id: number;
  sub_role: Ref | null;
  branch: Ref | null;
  active: boolean;
  is_contact: boolean;
  contact_id: string | null;
  last_login_at: string | null;
  created_at: string;
  /** Never signed in: the invitation is still open. */
  invited: boolean;
};

export type SubRoleRow = {
  _id: string;
  name: string;
  role: Role;
  role_id: number;
  permissions: string[];
  users_count: number;
  archived_at: string | null;
};

/** One permission of a role: a ROUTE_RULES path, conditional on a setting for a Company Contact. */
export type RolePermission = {
  key: string;
  nav: string | null;
  contact_when: keyof PortalFlags | null;
  /** Whether the tenant's settings open it today (always true for unconditional ones). */
  open_now: boolean;
};

export type RoleRow = {
  _id: Role;
  role: Role;
  role_id: number;
  name: string;
  permissions: RolePermission[];
  /** False for Super Admin, the owner role that is never narrowed. */
  sub_roles_allowed: boolean;
  sub_roles: SubRoleRow[];
};

export type PermissionRow = { key: string; nav: string | null; always_open: boolean };

export type RegionRow = { _id: string; name: string; branches_count: number; archived_at: string | null; created_at: string };

export type BranchRow = {
  _id: string;
  name: string;
  address: string | null;
  phone: string | null;
  region: Ref | null;
  users_count: number;
  archived_at: string | null;
  created_at: string;
};
