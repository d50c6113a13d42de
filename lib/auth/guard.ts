import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { forbidden, unauthorized } from '@/lib/errors';
import { db, type Db } from '@/lib/db/client';
import { env } from '@/lib/env';
import { portalFlags } from '@/lib/settings/flags';
import { getSettings } from '@/lib/settings/queries';
import { PERMISSION_REFUSAL, permissionsFor, type ContactPermission, type ContactPermissions } from './contact-permissions';
import { checkAccess } from './permissions';
import { EVERYONE, roleFromId, type Role } from './roles';
import { COMPANY_COOKIE, SESSION_COOKIE, verifySession, type SessionClaims } from './session-token';
import { probeSession, readSession } from './session-queries';
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
 * Verifies the JWT and then the database, on every request, so that a sign-out, deactivation, role,
 * sub-role or permission change committed through any app instance is refused or applied by every
 * instance on its very next request (issue 24 item 3). Two reads (lib/auth/session-queries.ts):
 *
 * - the probe, every request: the session row live (not revoked, not expired) and its user active, and
 *   the user's auth_version, which triggers raise with any change a session holds (migration 0027);
 * - the session itself (five tables joined), only when this process holds none for that session id at
 *   that version: the first request, and the first after a change.
 *
 * Measured with scripts/bench-session-lookup.ts (1,000 sequential lookups, then 1,000 at 32 concurrent;
 * 2-core machine at load average ~16 from other work, so absolute figures are high, the ratio is the point):
 *   embedded     probe + kept session 2.8 ms mean, 1.3 ms p50, 322/s | probe + full read 5.9 ms, 2.9 ms p50, 260/s
 *   PostgreSQL   probe + kept session 1.6 ms mean, 0.7 ms p50, 1,210/s | probe + full read 5.1 ms, 2.9 ms p50, 890/s
 *   (a second run at load ~22: embedded 3.9 ms / 1.9 ms / 212/s against 7.8 / 3.9 / 137/s; PostgreSQL
 *   3.3 / 1.1 / 668/s against 5.3 / 3.9 / 411/s)
 * Reading the whole session on every request (no cache, first measured without the probe: embedded
 * 9.0 ms mean, 3.1 ms p50, 135/s) cost 2-4 times the probe, on the embedded database's one connection that
 * every request queues for; so the probe is what a request pays, the full read only after a change.
 * Within one request React's cache() runs it once however many layouts and pages ask.
 */
export const lookupSession = cache(async (token: string | undefined | null): Promise<SessionLookup> => {
  const verified = await verifySession(token, env().SESSION_SECRET);
  if (!verified.ok) return verified;
  const { claims } = verified;
  const database = db();
  const live = await probeSession(database, claims);
  if (!live) {
    sessionCache().delete(claims.sessionId);
    return { ok: false, reason: 'invalid' };
  }
  const cached = sessionCache().get(claims.sessionId);
  if (cached && cached.version === live.version) return { ok: true, session: cached.session };
  const loaded = await loadSession(database, claims);
  if (!loaded) return { ok: false, reason: 'invalid' };
  remember(claims.sessionId, loaded);
  return { ok: true, session: loaded.session };
});

type Cached = { version: number; session: Session };
const MAX_CACHED_SESSIONS = 10_000;

/** Per process, on globalThis: Next bundles route handlers and pages apart, and both must see one cache. */
function sessionCache(): Map<string, Cached> {
  const g = globalThis as typeof globalThis & { __portalSessions?: Map<string, Cached> };
  return (g.__portalSessions ??= new Map());
}

function remember(sessionId: string, entry: Cached): void {
  const map = sessionCache();
  map.delete(sessionId);
  map.set(sessionId, entry);
  if (map.size > MAX_CACHED_SESSIONS) map.delete(map.keys().next().value!);
}

async function loadSession(database: Db, claims: SessionClaims): Promise<Cached | null> {
  const row = await readSession(database, claims);
  if (!row) return null;
  const role = roleFromId(row.roleId);
  return {
    version: row.version,
    session: {
      sessionId: claims.sessionId,
      userId: row.userId,
      tenantId: row.tenantId,
      tenantSlug: row.tenantSlug,
      tenantName: row.tenantName,
      role,
      roleId: row.roleId,
      username: row.username,
      locale: row.locale,
      email: row.email,
      firebaseEnv: row.firebaseEnv,
      isContact: row.isContact,
      contactId: row.contactId,
      subRole: row.subRole,
      permissions: permissionsFor(role, row.contactSettings),
    },
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

/**
 * A page's entry: requireSession's checks, and the database handle the page passes to the queries it calls.
 * Queries take their handle (`listJobs(db, …)`) rather than reaching for a global one; a route gets it in its
 * context (lib/http/handler.ts), a page from here, so neither app/ nor components/ imports lib/db.
 */
export async function requirePage(opts: { route?: string } = {}): Promise<{ session: Session; db: Db }> {
  return { session: await requireSession(opts), db: db() };
}

/** A public page's database handle, for the queries it calls: there is no session to check (see requirePage). */
export const publicPage = (): { db: Db } => ({ db: db() });

/** The session when there is one, for public pages that adapt to a signed-in visitor. */
export async function optionalSession(): Promise<Session | null> {
  const jar = await cookies();
  const found = await lookupSession(jar.get(SESSION_COOKIE)?.value);
  return found.ok ? found.session : null;
}
