import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { lockRowsById } from '@/lib/db/locks';
import { sessions, users } from '@/lib/db/schema';

/**
 * Revocation that holds on every app instance at once: nothing here is remembered in process memory.
 * A session is checked against its row on every request (lib/auth/guard.ts), and an app token against
 * the user's token_version on every verify (lib/auth/app-token-service.ts), so a change committed by one
 * instance is refused by all of them from their next request on. Run these in the transaction that makes
 * the change, so the revocation commits with it.
 */

/** Every app token of these users stops verifying (their sub-role, permissions or access changed, or they asked). */
export async function revokeAppTokens(tx: DbOrTx, tenantId: string, userIds: readonly string[]): Promise<void> {
  if (!userIds.length) return;
  // Several users are locked in id order first, as every multi-row writer takes them (lib/db/locks.ts).
  if (userIds.length > 1) await lockRowsById(tx, users, tenantId, userIds);
  await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...userIds])));
}

/** Signs the user out everywhere (deactivation, role change): her live sessions and app tokens end now. */
export async function revokeEverything(tx: DbOrTx, tenantId: string, userId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await revokeAppTokens(tx, tenantId, [userId]);
}
