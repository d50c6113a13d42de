import 'server-only';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * One statement: position = index of the id in `order`, for rows of the tenant in a table with a `position`
 * column. Callers lock the group's rows first, in id order (lib/db/locks.ts): this statement on its own
 * would lock them in whatever order its scan meets them.
 */
export async function writeOrder(tx: DbOrTx, table: PgTable, tenantId: string, order: readonly string[]): Promise<void> {
  if (!order.length) return;
  // The ids were validated as uuids by the body schema or come from the database.
  await tx.execute(sql`update ${table} t set position = v.pos from
    (select id, (ord - 1)::int as pos from unnest(${`{${order.join(',')}}`}::uuid[]) with ordinality as u(id, ord)) v
    where t.id = v.id and t.tenant_id = ${tenantId}`);
}
