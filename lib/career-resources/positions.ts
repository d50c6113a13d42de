import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { careerResourceCategories, careerResources } from '@/lib/db/schema';

type Ordered = typeof careerResourceCategories | typeof careerResources;

/** position = index in `ids`, in one statement, for rows of the tenant only. */
export async function writePositions(tx: DbOrTx, table: Ordered, tenantId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await tx.execute(sql`update ${table} set position = v.pos from
    (select id, (ord - 1)::int as pos from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as u(id, ord)) v
    where ${table.id} = v.id and ${table.tenantId} = ${tenantId}`);
}

/**
 * A group's order after some of its members were rearranged: the slots the listed ids held in the current
 * order are refilled with them in their new order; everyone else keeps their place. So a filtered or paged
 * view can reorder what it shows without knowing the rest of the group.
 */
export function refill(current: readonly string[], listed: readonly string[]): string[] {
  const chosen = new Set(listed);
  let next = 0;
  return current.map((id) => (chosen.has(id) ? listed[next++] : id));
}
