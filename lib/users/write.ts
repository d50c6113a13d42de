import 'server-only';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { audit } from '@/lib/audit';
import { forgetSession, type Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { sessions } from '@/lib/db/schema';
import type { ErrorText } from '@/lib/errors';
import { transactionOr409 } from '@/lib/db/unique';

/** Session ids whose cached copy (lib/auth/guard.ts) must be dropped once the change is written. */
export type Stale = Set<string>;

/**
 * Runs a write in one transaction. A unique-index race answers 409 with `duplicate`, like the checked
 * case. Sessions named in `stale` are dropped from the guard's cache afterwards, so a changed role,
 * sub-role or deactivation applies to the user's next request rather than a few seconds later.
 */
export async function write<T>(duplicate: ErrorText, fn: (tx: DbOrTx, stale: Stale) => Promise<T>): Promise<T> {
  const stale: Stale = new Set();
  try {
    return await transactionOr409((tx) => fn(tx, stale), duplicate);
  } finally {
    for (const id of stale) forgetSession(id);
  }
}

/** Ends the user's live sessions now (deactivation, role change): their next request answers 401. */
export async function revokeSessions(tx: DbOrTx, tenantId: string, userId: string, stale: Stale): Promise<void> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  for (const r of rows) stale.add(r.id);
}

/** Marks the live sessions of these users for a reload (their sub-role or its permissions changed). */
export async function reloadSessions(tx: DbOrTx, tenantId: string, userIds: string[], stale: Stale): Promise<void> {
  if (!userIds.length) return;
  const rows = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        inArray(sessions.userId, userIds),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  for (const r of rows) stale.add(r.id);
}

export const auditAs = (tx: DbOrTx, s: Session, action: string, target: string, meta?: Record<string, unknown>) =>
  audit(tx, { tenantId: s.tenantId, userId: s.userId, action, target, meta });
