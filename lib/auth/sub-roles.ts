import { checkAccess, navFor, ROUTE_RULES, ruleFor, type Access, type PortalFlags, type RouteRule } from './permissions';
import type { Role } from './roles';

/**
 * Sub-roles (SPEC §6 "role and sub-role permission lists"): a named narrowing of one base role. Its
 * permission keys are route paths of ROUTE_RULES; a user with a sub-role opens only the routes of its
 * list that the base role (with the tenant's settings) opens anyway. Pure, so pages, handlers, the
 * menu and the admin API all decide the same way.
 *
 * Decisions:
 * - Routes outside the permission table ('/', public pages) are never narrowed.
 * - The ticket center stays open to everyone: a narrowed user must still be able to ask for help, and
 *   it is the landing screen of last resort, so a refusal can never redirect in a loop.
 * - Rules without a menu entry follow the screen they belong to (/company/{id} follows /companies).
 * - A refused page goes to the rule's own fallback when the user may open it, else to the first menu
 *   entry the user may open. APIs answer 403.
 * - Super Admin is the tenant's owner and is never narrowed (no sub-roles of that role): a sub-role
 *   without /admin-settings could otherwise lock every owner out of the tenant's settings.
 */
export type SubRoleGrant = { id: string; name: string; permissions: readonly string[] };

const SUPPORT_CENTRE = '/iframes/support-center';
export const ALWAYS_OPEN: readonly string[] = [SUPPORT_CENTRE];

/**
 * A user's own pages (her notification centre and opt-outs): every role has them and no sub-role
 * narrows them, so they are no permission key an admin could take away or would have to grant.
 */
export const PERSONAL: readonly string[] = ['/notifications'];

/** Rules that are part of another screen: they carry that screen's permission, not one of their own. */
const PERMISSION_OF: Readonly<Record<string, string>> = { '/company': '/companies' };

export const NARROWABLE_ROLES: readonly Role[] = ['company_admin', 'recruiter', 'company_contact'];

const permissionKeyOf = (rulePath: string): string => PERMISSION_OF[rulePath] ?? rulePath;

/** Every permission key (the catalogue), in menu order. */
export const PERMISSION_RULES: readonly RouteRule[] = ROUTE_RULES.filter((r) => !(r.path in PERMISSION_OF) && !PERSONAL.includes(r.path));

/** A route the role may open under some settings (a contact's conditional rows count). */
function roleMayOpen(role: Role, rule: RouteRule): boolean {
  return rule.allow.includes(role) || (role === 'company_contact' && rule.contactWhen !== undefined);
}

/** The base role's permission keys: the only keys a sub-role of that role may hold. */
export function roleKeys(role: Role): string[] {
  return PERMISSION_RULES.filter((r) => roleMayOpen(role, r)).map((r) => r.path);
}

/** The keys of `requested` that the role does not have (empty when the list is valid for that role). */
export function invalidKeys(role: Role, requested: readonly string[]): string[] {
  const allowed = new Set(roleKeys(role));
  return requested.filter((k) => !allowed.has(k));
}

/** Whether the sub-role keeps this route (no sub-role keeps everything the role opens). */
export function subRoleAllows(grant: SubRoleGrant | null, pathname: string): boolean {
  if (!grant) return true;
  const rule = ruleFor(pathname);
  if (!rule || PERSONAL.includes(rule.path)) return true;
  const key = permissionKeyOf(rule.path);
  return ALWAYS_OPEN.includes(key) || grant.permissions.includes(key);
}

/** '/' is the jobs screen's address (SPEC §2), so a redirect there lands on /jobs. */
const landing = (path: string) => (path === '/' ? '/jobs' : path);

function opens(role: Role, grant: SubRoleGrant | null, path: string, flags: PortalFlags): boolean {
  return checkAccess(role, landing(path), flags).ok && subRoleAllows(grant, landing(path));
}

/** The menu of a user: the role's entries that the sub-role keeps. */
export function navForUser(role: Role, grant: SubRoleGrant | null, flags: PortalFlags): RouteRule[] {
  return navFor(role, flags).filter((r) => subRoleAllows(grant, r.path));
}

/** Where a narrowed user lands when refused: the first menu entry they may open. */
export function homeFor(role: Role, grant: SubRoleGrant | null, flags: PortalFlags): string {
  return navForUser(role, grant, flags)[0]?.path ?? SUPPORT_CENTRE;
}

/** checkAccess with the sub-role applied; without a sub-role it is checkAccess itself. */
export function checkUserAccess(role: Role, grant: SubRoleGrant | null, pathname: string, flags: PortalFlags): Access {
  const base = checkAccess(role, pathname, flags);
  if (!grant) return base;
  if (base.ok && subRoleAllows(grant, pathname)) return base;
  const fallback = !base.ok && opens(role, grant, base.redirect, flags) ? base.redirect : homeFor(role, grant, flags);
  return { ok: false, redirect: fallback };
}
