import 'server-only';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import type { ErrorText } from '@/lib/errors';
import { transactionOr409 } from '@/lib/db/unique';

/**
 * Runs a write in one transaction. A unique-index race answers 409 with `duplicate`, like the checked
 * case. A changed role, sub-role or deactivation needs no cache dropped afterwards: sessions are read
 * from the database on every request (lib/auth/guard.ts), so it applies to the user's next request on
 * every instance; app tokens are revoked in the same transaction (lib/auth/revocation.ts).
 */
export function write<T>(duplicate: ErrorText, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return transactionOr409(fn, duplicate);
}

export const auditAs = (tx: DbOrTx, s: Session, action: string, target: string, meta?: Record<string, unknown>) =>
  audit(tx, { tenantId: s.tenantId, userId: s.userId, action, target, meta });
