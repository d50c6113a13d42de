import 'server-only';
import { fieldError } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';

/** Catalog writes: a transaction whose unique-index race answers 409 (lib/db/unique.ts). */
export { transactionOr409 as write } from '@/lib/db/unique';

export const logChange = (tx: DbOrTx, s: Session, action: string, target: string, meta?: Record<string, unknown>) =>
  audit(tx, { tenantId: s.tenantId, userId: s.userId, action, target, meta });

/** `ids` must name each active row exactly once, so a reorder never silently drops or duplicates one. */
export function checkOrder(ids: readonly string[], active: readonly { id: string }[]): void {
  const unique = new Set(ids);
  if (unique.size !== ids.length || unique.size !== active.length || active.some((r) => !unique.has(r.id))) {
    throw fieldError('ids', 'generic.listEachOnce', { count: active.length });
  }
}

export { writeOrder } from '@/lib/db/order';

/** The position after the last of these rows: where a new or restored row goes. */
export const nextPosition = (rows: readonly { position: number }[]) => rows.reduce((max, r) => Math.max(max, r.position + 1), 0);
