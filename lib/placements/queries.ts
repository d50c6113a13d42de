import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { inLocations } from '@/lib/auth/contact-scope';
import { likePattern, offsetOf } from '@/lib/schema-kit/paging';
import { orderBySort } from '@/lib/schema-kit/list-sort';
import type { DbOrTx } from '@/lib/db/client';
import type { OrderStatus } from '@/lib/db/schema';
import type { PlacementSort, PlacementStatus } from '@/lib/placements/constants';
import type { PlacementListQuery } from './schema';
import { seesPay } from '@/lib/auth/pay-visibility';
import type { ClientScope } from './scope';
import type { PlacementDetail, PlacementRow } from './schema';
import { theRow } from '@/lib/db/rows';

type Raw = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Today at the placement's location; an active placement past its end date reads as ended. */
const LOCAL_TODAY = sql`(now() at time zone l.timezone)::date`;
const EFFECTIVE_STATUS = sql`case when p.status = 'active' and p.end_date < ${LOCAL_TODAY} then 'ended' else p.status end`;

const FROM = sql`from placements p
  join candidates c on c.id = p.candidate_id and c.tenant_id = p.tenant_id
  join companies co on co.id = p.company_id and co.tenant_id = p.tenant_id
  join locations l on l.id = p.location_id and l.tenant_id = p.tenant_id
  left join orders o on o.id = p.order_id and o.tenant_id = p.tenant_id`;
const SELECT = sql`select p.*, ${EFFECTIVE_STATUS} as effective_status, c.first_name || ' ' || c.last_name as candidate_name,
  c.email as candidate_email, co.name as company_name, l.name as location_name,
  o.position as order_position, o.headcount as order_headcount, o.status as order_status`;

/** Tenant always; a Company Contact only the placements at her assigned locations. */
function scopeConditions(scope: ClientScope): SQL[] {
  return [sql`p.tenant_id = ${scope.tenantId}`, inLocations(sql`p.location_id`, scope)];
}

function filterConditions(scope: ClientScope, q: PlacementListQuery): SQL[] {
  const where = scopeConditions(scope);
  if (q.status === 'active') where.push(sql`p.status = 'active' and (p.end_date is null or p.end_date >= ${LOCAL_TODAY})`);
  if (q.status === 'ended') where.push(sql`(p.status = 'ended' or p.end_date < ${LOCAL_TODAY})`);
  if (q.company_id) where.push(sql`p.company_id = ${q.company_id}`);
  if (q.location_id) where.push(sql`p.location_id = ${q.location_id}`);
  if (q.position) where.push(sql`p.position ilike ${likePattern(q.position)}`);
  if (q.date) where.push(sql`p.start_date <= ${q.date}::date and (p.end_date is null or p.end_date >= ${q.date}::date)`);
  if (q.search) {
    const like = likePattern(q.search);
    where.push(sql`(c.first_name || ' ' || c.last_name ilike ${like} or c.email ilike ${like})`);
  }
  return where;
}

function toPlacement(r: Raw, withPay: boolean): PlacementRow {
  const row: PlacementRow = {
    _id: String(r.id),
    candidate_id: String(r.candidate_id),
    candidate_name: String(r.candidate_name),
    candidate_email: String(r.candidate_email),
    company_id: String(r.company_id),
    company_name: String(r.company_name),
    location_id: String(r.location_id),
    location_name: String(r.location_name),
    job_id: str(r.job_id),
    order_id: str(r.order_id),
    application_id: str(r.application_id),
    position: String(r.position),
    order:
      r.order_id && r.order_position
        ? {
            _id: String(r.order_id),
            position: String(r.order_position),
            headcount: Number(r.order_headcount),
            status: r.order_status as OrderStatus,
          }
        : null,
    start_date: String(r.start_date),
    end_date: str(r.end_date),
    bill_rate: Number(r.bill_rate),
    status: String(r.effective_status ?? r.status) as PlacementStatus,
    created_at: new Date(String(r.created_at)).toISOString(),
  };
  // Omitted, not nulled: a contact's payload carries no trace of the wage.
  if (withPay) row.pay_rate = Number(r.pay_rate);
  return row;
}

const PLACEMENT_ORDER: Record<PlacementSort, SQL[]> = {
  candidate: [sql`c.last_name`, sql`c.first_name`],
  company: [sql`co.name`],
  start_date: [sql`p.start_date`],
};

export async function listPlacements(
  db: DbOrTx,
  scope: ClientScope,
  q: PlacementListQuery,
): Promise<{ data: PlacementRow[]; total: number }> {
  const where = sql.join(filterConditions(scope, q), sql` and `);
  const [rows, count] = await Promise.all([
    db.execute<Raw>(
      sql`${SELECT} ${FROM} where ${where} order by ${orderBySort(q.sort, PLACEMENT_ORDER, sql`p.id`)} limit ${q.per_page} offset ${offsetOf(q)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} where ${where}`),
  ]);
  return { data: rows.rows.map((r) => toPlacement(r, seesPay(scope.role))), total: Number(theRow(count.rows, 'count').n) };
}

/** One placement in scope, or 404: another tenant's (or one at a location not assigned to a contact) is simply not found. */
async function findPlacement(tx: DbOrTx, scope: ClientScope, id: string): Promise<PlacementRow> {
  const rows = await tx.execute<Raw>(sql`${SELECT} ${FROM} where ${sql.join(scopeConditions(scope), sql` and `)} and p.id = ${id}`);
  if (!rows.rows[0]) throw notFound('placement');
  return toPlacement(rows.rows[0], seesPay(scope.role));
}

export async function getPlacement(db: DbOrTx, scope: ClientScope, id: string): Promise<PlacementDetail> {
  const row = await findPlacement(db, scope, id);
  const extra = await db.execute<Raw>(sql`select
      (select count(*)::int from timesheets t where t.tenant_id = ${scope.tenantId} and t.placement_id = ${id}) as timesheets_count,
      (select j.title from jobs j where j.tenant_id = ${scope.tenantId} and j.id = ${row.job_id}) as job_title`);
  const e = theRow(extra.rows, 'placement extras');
  return {
    ...row,
    timesheets_count: Number(e.timesheets_count),
    job: row.job_id && e.job_title ? { _id: row.job_id, title: String(e.job_title) } : null,
  };
}

/** The placements filling an order, newest first (the caller has checked the order is in scope). */
export async function placementsOfOrder(db: DbOrTx, scope: ClientScope, orderId: string): Promise<PlacementRow[]> {
  const rows = await db.execute<Raw>(sql`${SELECT} ${FROM} where ${sql.join(scopeConditions(scope), sql` and `)} and p.order_id = ${orderId}
    order by p.start_date desc, p.id desc limit 500`);
  return rows.rows.map((r) => toPlacement(r, seesPay(scope.role)));
}
