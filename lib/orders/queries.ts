import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { likePattern, offsetOf } from '@/lib/schema-kit/paging';
import { orderBySort } from '@/lib/schema-kit/list-sort';
import { inLocations } from '@/lib/auth/contact-scope';
import type { DbOrTx } from '@/lib/db/client';
import type { OrderStatus } from '@/lib/db/schema';
import { ORDER_TABS, type OrderSort } from '@/lib/orders/constants';
import { placementsOfOrder } from '@/lib/placements/queries';
import type { ClientScope } from '@/lib/placements/scope';
import { orderActions } from './rules';
import { type OrderListQuery } from './schema';
import { FILLED_COUNT } from '@/lib/placements/order-fill-queries';
import type { OrderCounts } from './types';
import type { OrderDetail, OrderRow } from './schema';

type Raw = Record<string, unknown>;

const SELECT = sql`select o.*, to_json(o.work_dates) as work_dates_json, ${FILLED_COUNT('o')} as filled, co.name as company_name, l.name as location_name, u.username as created_by_name
  from orders o
  join companies co on co.id = o.company_id and co.tenant_id = o.tenant_id
  join locations l on l.id = o.location_id and l.tenant_id = o.tenant_id
  left join users u on u.id = o.created_by and u.tenant_id = o.tenant_id`;

/** Tenant always; a Company Contact only the orders at her assigned locations. */
function scopeConditions(scope: ClientScope): SQL[] {
  return [sql`o.tenant_id = ${scope.tenantId}`, inLocations(sql`o.location_id`, scope)];
}

/** Every filter but the status tab, which the tab counts break down. */
function filterConditions(scope: ClientScope, q: OrderListQuery): SQL[] {
  const where = scopeConditions(scope);
  if (q.company_id) where.push(sql`o.company_id = ${q.company_id}`);
  if (q.location_id) where.push(sql`o.location_id = ${q.location_id}`);
  // A repeating order runs on its work days only (lib/work-requests), not on the days between them.
  if (q.date)
    where.push(
      sql`o.start_date <= ${q.date}::date and (o.end_date is null or o.end_date >= ${q.date}::date) and (o.work_dates is null or ${q.date}::date = any(o.work_dates))`,
    );
  if (q.search) where.push(sql`o.position ilike ${likePattern(q.search)}`);
  return where;
}

function toOrder(r: Raw): OrderRow {
  return {
    _id: String(r.id),
    company_id: String(r.company_id),
    company_name: String(r.company_name),
    location_id: String(r.location_id),
    location_name: String(r.location_name),
    position: String(r.position),
    headcount: Number(r.headcount),
    filled: Number(r.filled),
    start_date: String(r.start_date),
    end_date: r.end_date ? String(r.end_date) : null,
    work_dates: Array.isArray(r.work_dates_json) ? r.work_dates_json.map(String) : null,
    bill_rate: r.bill_rate === null ? null : Number(r.bill_rate),
    notes: (r.notes as string | null) ?? null,
    status: r.status as OrderStatus,
    created_by: (r.created_by as string | null) ?? null,
    created_by_name: (r.created_by_name as string | null) ?? null,
    created_at: new Date(String(r.created_at)).toISOString(),
  };
}

const ORDER_ORDER: Record<OrderSort, SQL[]> = {
  position: [sql`o.position`],
  company: [sql`co.name`],
  // created_at breaks ties within a day as the list always has: the newer order of a day first (descending).
  start_date: [sql`o.start_date`, sql`o.created_at`],
  status: [sql`o.status`, sql`o.start_date`],
};

export async function listOrders(
  db: DbOrTx,
  scope: ClientScope,
  q: OrderListQuery,
): Promise<{ data: OrderRow[]; total: number; counts: OrderCounts }> {
  const base = filterConditions(scope, q);
  const where = sql.join(q.status === 'all' ? base : [...base, sql`o.status = ${q.status}`], sql` and `);
  const [rows, byStatus] = await Promise.all([
    db.execute<Raw>(
      sql`${SELECT} where ${where} order by ${orderBySort(q.sort, ORDER_ORDER, sql`o.id`)} limit ${q.per_page} offset ${offsetOf(q)}`,
    ),
    db.execute<{ status: string; n: number }>(
      sql`select o.status, count(*)::int as n from orders o where ${sql.join(base, sql` and `)} group by o.status`,
    ),
  ]);
  const counts = Object.fromEntries(ORDER_TABS.map((t) => [t, 0])) as OrderCounts;
  for (const r of byStatus.rows) {
    if (r.status in counts) counts[r.status as keyof OrderCounts] += Number(r.n);
    counts.all += Number(r.n);
  }
  return { data: rows.rows.map(toOrder), total: counts[q.status], counts };
}

/** One order in scope, or 404 (another tenant's, or one at a location not assigned to a contact, is not found). */
async function findOrder(tx: DbOrTx, scope: ClientScope, id: string): Promise<OrderRow> {
  const rows = await tx.execute<Raw>(sql`${SELECT} where ${sql.join(scopeConditions(scope), sql` and `)} and o.id = ${id}`);
  if (!rows.rows[0]) throw notFound('order');
  return toOrder(rows.rows[0]);
}

export async function getOrder(db: DbOrTx, scope: ClientScope, id: string): Promise<OrderDetail> {
  const order = await findOrder(db, scope, id);
  return { ...order, placements: await placementsOfOrder(db, scope, id), allowed: orderActions(scope, order) };
}
