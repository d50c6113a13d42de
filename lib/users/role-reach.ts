import { ROUTE_RULES } from '@/lib/auth/permissions';
import type { Role } from '@/lib/auth/roles';
import type { NavKey } from '@/lib/i18n/keys';

/**
 * What a role may open, read from the one permission table (lib/auth/permissions.ts), for the
 * confirmation a privilege change asks for. Menu screens only, and only those open to the role whatever
 * the company's switches: a Company Contact's flag-gated screens are not promised.
 */
export function roleScreens(role: Role): NavKey[] {
  return ROUTE_RULES.flatMap((r) => (r.nav && r.allow.includes(role) ? [r.nav] : []));
}

/** The screens a move from one role to another adds and takes away, in the menu's order. */
export function reachChange(from: Role, to: Role): { gained: NavKey[]; lost: NavKey[] } {
  const before = roleScreens(from);
  const after = roleScreens(to);
  return { gained: after.filter((k) => !before.includes(k)), lost: before.filter((k) => !after.includes(k)) };
}

/** The menu screens of a sub-role's permission keys (ROUTE_RULES paths); keys without a menu entry are left out. */
export function screensOfKeys(keys: readonly string[]): NavKey[] {
  return ROUTE_RULES.flatMap((r) => (r.nav && keys.includes(r.path) ? [r.nav] : []));
}
