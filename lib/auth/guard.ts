import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { forbidden, unauthorized } from '@/lib/errors';
import { db } from '@/lib/db/client';
import { contactProfiles, sessions, subRoles, tenants, users } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { portalFlags } from '@/lib/settings/flags';
import { getSettings } from '@/lib/settings/queries';
import { PERMISSION_REFUSAL, permissionsFor, type ContactPermission, type ContactPermissions } from './contact-permissions';
import { checkAccess } from './permissions';
import { EVERYONE, roleFromId, type Role } from './roles';
import { COMPANY_COOKIE, SESSION_COOKIE, verifySession, type SessionClaims } from './session-token';
import { checkUserAccess, type SubRoleGrant } from './sub-roles';

export type Session = {
  sessionId: string;
  userId: string;
  tenantId: string;
  tenantSlug: string;
  tenantName: string;
  role: Role;
  roleId: number;
  username: string;
  email: string;
  firebaseEnv: number;
  isContact: boolean;
  contactId: string | null;
  /** The user's live sub-role (lib/auth/sub-roles.ts), loaded with the session row. */
  subRole: SubRoleGrant | null;
  /**
   * What the contact switches allow (lib/auth/contact-permissions.ts): every one for staff, a Company
   * Contact's own from her contact's settings. Loaded with the session row.
   */
  permissions: ContactPermissions;
  /** The language the user last used the portal in: mails and pages outside a session speak it. */
  locale: string | null;
};

export type SessionLookup = { ok: true; session: Session } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Verifies the JWT and then the database, on every request: the session row must be live and the user
 * active, and role, sub-role and switches are read as they are now. Nothing is kept between requests, so
 * a sign-out, deactivation, role, sub-role or permission change committed through any app instance is
 * refused or applied by every instance on its very next request (issue 24 item 3). Within one request
 * React's cache() reads it once however many layouts and pages ask (route handlers ask once anyway).
 */
export const lookupSession = cache(async (token: string | undefined | null): Promise<SessionLookup> => {
  const verified = await verifySession(token, env().SESSION_SECRET);
  if (!verified.ok) return verified;
  const { claims } = verified;
  const session = await loadSession(claims);
  if (!session) return { ok: false, reason: 'invalid' };
  return { ok: true, session };
});

async function loadSession(claims: SessionClaims): Promise<Session | null> {
  const [row] = await db()
    .select({
      user: users,
      tenant: tenants,
      subRole: { id: subRoles.id, name: subRoles.name, permissions: subRoles.permissions },
      contactSettings: contactProfiles.settings,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.tenantId, sessions.tenantId)))
    .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
    // An archived sub-role, or one of another base role, no longer narrows: the user keeps the base role.
    .leftJoin(
      subRoles,
      and(
        eq(subRoles.id, users.subRoleId),
        eq(subRoles.tenantId, users.tenantId),
        eq(subRoles.roleId, users.roleId),
        isNull(subRoles.archivedAt),
      ),
    )
    // A Company Contact's switches come from her contact record's profile (none saved: the defaults).
    .leftJoin(
      contactProfiles,
      and(eq(contactProfiles.contactId, users.contactId), eq(contactProfiles.tenantId, users.tenantId), eq(users.isContact, true)),
    )
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        eq(sessions.tenantId, claims.tenantId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.active, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const role = roleFromId(row.user.roleId);
  return {
    sessionId: claims.sessionId,
    userId: row.user.id,
    tenantId: row.tenant.id,
    tenantSlug: row.tenant.slug,
    tenantName: row.tenant.name,
    role,
    roleId: row.user.roleId,
    username: row.user.username,
    locale: row.user.locale,
    email: row.user.email,
    firebaseEnv: row.user.firebaseEnv,
    isContact: row.user.isContact,
    contactId: row.user.contactId,
    subRole: row.subRole,
    permissions: permissionsFor(role, row.contactSettings),
  };
}

/** 403 for a Company Contact whose switch for this is off (staff hold every permission). */
export function assertPermission(session: Pick<Session, 'permissions'>, permission: ContactPermission): void {
  if (!session.permissions[permission]) throw forbidden(PERMISSION_REFUSAL[permission]);
}

/** For route handlers: 401 (unauthorized_access or session_expired) or 403, else the session. */
export async function requireApiSession(token: string | undefined, allow: readonly Role[]): Promise<Session> {
  const found = await lookupSession(token);
  if (!found.ok) throw unauthorized(found.reason === 'expired' ? 'session_expired' : 'unauthorized_access');
  if (!allow.includes(found.session.role)) throw forbidden();
  return found.session;
}

/** For route handlers that share a screen's permission row: 401, or 403 when the row refuses the role. */
export async function requireApiRoute(token: string | undefined, route: string): Promise<Session> {
  const session = await requireApiSession(token, EVERYONE);
  const flags = portalFlags(await getSettings(session.tenantId));
  if (!checkUserAccess(session.role, session.subRole, route, flags).ok) {
    // Say so when the role would pass and the sub-role is what refuses: that is the admin's setting to change.
    throw session.subRole && checkAccess(session.role, route, flags).ok
      ? forbidden('auth.subRoleScreen', { name: session.subRole.name })
      : forbidden();
  }
  return session;
}

/**
 * For pages and layouts: the same check, answered with redirects. `route` is the page's own path;
 * its rule in the permission table decides, with the tenant's settings for the conditional rows.
 */
export async function requireSession(opts: { route?: string } = {}): Promise<Session> {
  const jar = await cookies();
  const found = await lookupSession(jar.get(SESSION_COOKIE)?.value);
  if (!found.ok) {
    const company = jar.get(COMPANY_COOKIE)?.value;
    const next = opts.route ? `?next=${encodeURIComponent(opts.route)}` : '';
    redirect(company ? `/${encodeURIComponent(company)}/login${next}` : `/login${next}`);
  }
  const { session } = found;
  if (opts.route) {
    const access = checkUserAccess(session.role, session.subRole, opts.route, portalFlags(await getSettings(session.tenantId)));
    if (!access.ok) redirect(access.redirect);
  }
  return session;
}

/** The session when there is one, for public pages that adapt to a signed-in visitor. */
export async function optionalSession(): Promise<Session | null> {
  const jar = await cookies();
  const found = await lookupSession(jar.get(SESSION_COOKIE)?.value);
  return found.ok ? found.session : null;
}
