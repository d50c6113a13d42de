import 'server-only';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { badRequest, conflict } from '@/lib/api/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { db, type DbOrTx } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/statuses/pg-errors';

/**
 * Runs a catalog write in a transaction. The services check names and keys first and answer a clear
 * 409; a unique-index violation here means another admin saved the same name at the same moment.
 */
export async function write<T>(fn: (tx: DbOrTx) => Promise<T>, duplicate: string): Promise<T> {
  try {
    return await db().transaction(fn);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(duplicate);
    throw e;
  }
}

export const logChange = (tx: DbOrTx, s: Session, action: string, target: string, meta?: Record<string, unknown>) =>
  audit(tx, { tenantId: s.tenantId, userId: s.userId, action, target, meta });

/** `ids` must name each active row exactly once, so a reorder never silently drops or duplicates one. */
export function checkOrder(ids: readonly string[], active: readonly { id: string }[], what: string): void {
  const unique = new Set(ids);
  if (unique.size !== ids.length || unique.size !== active.length || active.some((r) => !unique.has(r.id))) {
    throw badRequest(`ids must list each active ${what} exactly once (${active.length} in all)`);
  }
}

/** One statement: position = index of the id in `order`, for rows of the tenant in a table with a `position` column. */
export async function writeOrder(tx: DbOrTx, table: PgTable, tenantId: string, order: readonly string[]): Promise<void> {
  if (!order.length) return;
  // The ids were validated as uuids by the body schema or come from the database.
  await tx.execute(sql`update ${table} t set position = v.pos from
    (select id, (ord - 1)::int as pos from unnest(${`{${order.join(',')}}`}::uuid[]) with ordinality as u(id, ord)) v
    where t.id = v.id and t.tenant_id = ${tenantId}`);
}

/** The position after the last of these rows: where a new or restored row goes. */
export const nextPosition = (rows: readonly { position: number }[]) => rows.reduce((max, r) => Math.max(max, r.position + 1), 0);
