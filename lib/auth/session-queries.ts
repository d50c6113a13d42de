import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { contactProfiles, sessions, subRoles, tenants, users } from '@/lib/db/schema';
import type { SessionClaims } from './session-token';

/**
 * The two reads of a session check (lib/auth/guard.ts says when each runs). Not named prepared statements:
 * the embedded server is one PostgreSQL backend behind every connection, so a statement prepared by a
 * connection that has since closed (the pool drops idle ones after 30 s) is still there, and node-postgres,
 * preparing it again on its new connection, fails with "prepared statement already exists". Columns are
 * named, never `users.*`: the session holds these and nothing else.
 */
type Claims = Pick<SessionClaims, 'sessionId' | 'userId' | 'tenantId'>;

/** The session row live and its user active: the same conditions for the probe and the full read. */
const liveSession = (claims: Claims) =>
  and(
    eq(sessions.id, claims.sessionId),
    eq(sessions.userId, claims.userId),
    eq(sessions.tenantId, claims.tenantId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    eq(users.active, true),
  );

/** The session row live, its user active, and her auth_version; undefined for a dead session. */
export async function probeSession(database: Db, claims: Claims) {
  const [row] = await database
    .select({ version: users.authVersion })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.tenantId, sessions.tenantId)))
    .where(liveSession(claims))
    .limit(1);
  return row;
}

/** Everything a session holds, with the auth_version it was read at; undefined for a dead session. */
export async function readSession(database: Db, claims: Claims) {
  const [row] = await database
    .select({
      version: users.authVersion,
      userId: users.id,
      roleId: users.roleId,
      username: users.username,
      email: users.email,
      locale: users.locale,
      firebaseEnv: users.firebaseEnv,
      isContact: users.isContact,
      contactId: users.contactId,
      tenantId: tenants.id,
      tenantSlug: tenants.slug,
      tenantName: tenants.name,
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
    .where(liveSession(claims))
    .limit(1);
  return row;
}
