import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { sessions, tenants, users } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { isUuid } from '@/lib/schema-kit/uuid';
import { signAppToken, verifyAppToken, type AppTokenClaims } from './app-token';
import type { Session } from './guard';
import { revokeAppTokens, revokeEverything } from './revocation';

/**
 * A token for the signed-in user, naming her session and her current token version, read here rather
 * than from the session so that a revocation committed a moment ago is never signed into a new token.
 */
export async function issueAppToken(db: DbOrTx, session: Session): Promise<string> {
  const [user] = await db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(and(eq(users.tenantId, session.tenantId), eq(users.id, session.userId)))
    .limit(1);
  return signAppToken(
    {
      user_id: session.userId,
      username: session.username,
      company_id: session.tenantSlug,
      role_id: session.roleId,
      firebase_type: session.firebaseEnv,
      is_contact: session.isContact,
      sid: session.sessionId,
      ver: user?.tokenVersion ?? 0,
    },
    env().SESSION_SECRET,
  );
}

/** Explicit revocation: every app token she holds stops verifying; her portal sessions stay signed in. */
export async function revokeOwnAppTokens(db: DbOrTx, session: Session): Promise<void> {
  await db.transaction((tx) => revokeAppTokens(tx, session.tenantId, [session.userId]));
}

/** Sign-out everywhere: all her sessions and app tokens end at once (lib/auth/revocation.ts). */
export async function signOutEverywhere(db: DbOrTx, session: Session): Promise<void> {
  await db.transaction((tx) => revokeEverything(tx, session.tenantId, session.userId));
}

type AppTokenCheck = { ok: true; claims: AppTokenClaims; expiresAt: Date } | { ok: false; reason: 'expired' | 'invalid' | 'revoked' };

/**
 * An app token is good while its signature and expiry hold AND the database still agrees with it: the
 * user active in the tenant it names, with the role it names and the token version it was issued at,
 * and the session it was issued through neither signed out nor expired. Read on every verify (one
 * indexed query, nothing cached), so a revocation committed through any instance refuses it everywhere
 * at once. The answer carries only claims the database has just confirmed.
 */
export async function checkAppToken(db: DbOrTx, token: string): Promise<AppTokenCheck> {
  const verified = await verifyAppToken(token, env().SESSION_SECRET);
  if (!verified.ok) return verified;
  const { claims } = verified;
  // Only a token signed with our key gets here, but an id the database cannot parse must stay a 401, never a 500.
  if (!isUuid(claims.user_id) || !isUuid(claims.sid)) return { ok: false, reason: 'invalid' };
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(tenants, and(eq(tenants.id, users.tenantId), eq(tenants.slug, claims.company_id)))
    .innerJoin(
      sessions,
      and(
        eq(sessions.id, claims.sid),
        eq(sessions.userId, users.id),
        eq(sessions.tenantId, users.tenantId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .where(
      and(
        eq(users.id, claims.user_id),
        eq(users.active, true),
        eq(users.roleId, claims.role_id),
        eq(users.isContact, claims.is_contact),
        eq(users.tokenVersion, claims.ver),
      ),
    )
    .limit(1);
  return row ? verified : { ok: false, reason: 'revoked' };
}
