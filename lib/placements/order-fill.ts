import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { OrderStatus } from '@/lib/db/schema';

// An order's fill and status follow from its placements: placements fill orders, so this lives here.

/**
 * How many workers fill an order: its linked placements still active. A placement ended early frees
 * its slot (someone must replace the worker); one that simply reaches its end date keeps it.
 */
export const FILLED_COUNT = (orderAlias: string) =>
  sql.raw(
    `(select count(*)::int from placements fp where fp.tenant_id = ${orderAlias}.tenant_id and fp.order_id = ${orderAlias}.id and fp.status = 'active')`,
  );

/** Recomputes an order's status from its placements, in the caller's transaction. Cancelled stays cancelled. */
export async function recomputeOrderStatus(tx: DbOrTx, tenantId: string, orderId: string): Promise<void> {
  await tx.execute(sql`update orders o set updated_at = now(), status = case
      when ${FILLED_COUNT('o')} >= o.headcount then 'filled' when ${FILLED_COUNT('o')} > 0 then 'partially_filled' else 'open' end
    where o.tenant_id = ${tenantId} and o.id = ${orderId} and o.status <> 'cancelled'`);
}

/**
 * The order row locked for this transaction (fills of one order queue behind each other), with its fill
 * count. FOR NO KEY UPDATE (lib/db/locks.ts): a placement saved with this order meanwhile is not held up.
 */
export async function lockOrder(tx: DbOrTx, tenantId: string, orderId: string) {
  const rows = await tx.execute<{
    id: string;
    company_id: string;
    location_id: string;
    position: string;
    headcount: number;
    start_date: string;
    end_date: string | null;
    bill_rate: string | null;
    status: OrderStatus;
    created_by: string | null;
    notes: string | null;
  }>(sql`
    select id, company_id, location_id, position, headcount, start_date, end_date, bill_rate, status, created_by, notes
    from orders where tenant_id = ${tenantId} and id = ${orderId} for no key update`);
  const order = rows.rows[0];
  if (!order) return null;
  const count = await tx.execute<{ n: number }>(sql`select count(*)::int as n from placements
    where tenant_id = ${tenantId} and order_id = ${orderId} and status = 'active'`);
  return { ...order, headcount: Number(order.headcount), filled: Number(count.rows[0].n) };
}
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;
