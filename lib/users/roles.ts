import 'server-only';
import { checkAccess, type PortalFlags } from '@/lib/auth/permissions';
import { ROLE_IDS, ROLE_NAMES, ROLES, type Role } from '@/lib/auth/roles';
import { ALWAYS_OPEN, NARROWABLE_ROLES, PERMISSION_RULES, roleKeys } from '@/lib/auth/sub-roles';
import { portalFlags } from '@/lib/settings/flags';
import { getSettings } from '@/lib/settings/queries';
import { listSubRoles } from './sub-roles';
import type { PermissionRow, RolePermission, RoleRow } from './schema';
import type { DbOrTx } from '@/lib/db/client';

/** The catalogue of permission keys (ROUTE_RULES paths) with their menu label key. */
export const permissionCatalogue = (): PermissionRow[] =>
  PERMISSION_RULES.map((r) => ({ key: r.path, nav: r.nav ?? null, always_open: ALWAYS_OPEN.includes(r.path) }));

/** What a role may open, each key noting the setting it depends on for a Company Contact. */
function rolePermissions(role: Role, flags: PortalFlags): RolePermission[] {
  const keys = new Set(roleKeys(role));
  return PERMISSION_RULES.filter((r) => keys.has(r.path)).map((r) => ({
    key: r.path,
    nav: r.nav ?? null,
    contact_when: r.allow.includes(role) ? null : (r.contactWhen ?? null),
    open_now: checkAccess(role, r.path, flags).ok,
  }));
}

/** The four roles with their permissions (under the tenant's settings today) and their active sub-roles. */
export async function rolesOverview(db: DbOrTx, tenantId: string): Promise<RoleRow[]> {
  const [settings, subs] = await Promise.all([getSettings(tenantId), listSubRoles(db, tenantId, false)]);
  const flags = portalFlags(settings);
  return ROLES.map((role) => ({
    _id: role,
    role,
    role_id: ROLE_IDS[role],
    name: ROLE_NAMES[role],
    permissions: rolePermissions(role, flags),
    sub_roles_allowed: NARROWABLE_ROLES.includes(role),
    sub_roles: subs.filter((s) => s.role === role),
  }));
}
