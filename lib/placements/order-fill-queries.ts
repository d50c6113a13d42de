import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { OrderStatus } from '@/lib/db/schema';

// The statements of placement writes. An order's fill and status follow from its placements: placements
// fill orders, so those live here too.

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
  return { ...order, headcount: Number(order.headcount), filled: Number(count.rows[0]?.n ?? 0) };
}
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** The candidate's and the company's names, for the notice of a new placement. */
export async function placedNames(
  tx: DbOrTx,
  tenantId: string,
  candidateId: string,
  companyId: string,
): Promise<{ candidate: string; company: string }> {
  const [names] = (
    await tx.execute<{ candidate: string; company: string }>(sql`select
      (select first_name || ' ' || last_name from candidates where id = ${candidateId} and tenant_id = ${tenantId}) as candidate,
      (select name from companies where id = ${companyId} and tenant_id = ${tenantId}) as company`)
  ).rows;
  if (!names) throw new Error('a select without from answers one row');
  return names;
}

/** The candidate's full name ('' for an id the tenant has not). */
export async function candidateName(tx: DbOrTx, tenantId: string, candidateId: string): Promise<string> {
  const res = await tx.execute<{ name: string }>(sql`select first_name || ' ' || last_name as name from candidates
    where tenant_id = ${tenantId} and id = ${candidateId}`);
  return res.rows[0]?.name ?? '';
}

/** The slot a placement would take: the candidate at a location, for a job, over dates (end null: open-ended). */
export type PlacementSlotQuery = {
  candidate_id: string;
  location_id: string;
  job_id?: string | null;
  start_date: string;
  end_date?: string | null;
};

/** The first active placement of the candidate at the location and job whose dates overlap the slot's, other than `exceptId`. */
export async function firstOverlappingPlacement(
  tx: DbOrTx,
  tenantId: string,
  p: PlacementSlotQuery,
  exceptId?: string,
): Promise<{ id: string; position: string; start_date: string; location: string; candidate: string } | null> {
  const res = await tx.execute<{
    id: string;
    position: string;
    start_date: string;
    location: string;
    candidate: string;
  }>(sql`select p.id, p.position, p.start_date::text as start_date, l.name as location,
      c.first_name || ' ' || c.last_name as candidate
    from placements p
      join locations l on l.id = p.location_id and l.tenant_id = p.tenant_id
      join candidates c on c.id = p.candidate_id and c.tenant_id = p.tenant_id
    where p.tenant_id = ${tenantId} and p.candidate_id = ${p.candidate_id} and p.location_id = ${p.location_id}
      and p.job_id is not distinct from ${p.job_id ?? null}::uuid and p.status = 'active'
      and p.start_date <= coalesce(${p.end_date ?? null}::date, 'infinity'::date)
      and coalesce(p.end_date, 'infinity'::date) >= ${p.start_date}::date
      and (${exceptId ?? null}::uuid is null or p.id <> ${exceptId ?? null}::uuid)
    order by p.start_date, p.id limit 1`);
  return res.rows[0] ?? null;
}

export type PlacementReferences = {
  candidate: boolean;
  company_name: string | null;
  location_company: string | null;
  job: boolean;
  application_candidate: string | null;
  application: boolean;
};

/** Whether each id a new placement names is the tenant's, in one round trip (the location with its company). */
export async function placementReferences(
  tx: DbOrTx,
  tenantId: string,
  b: { candidate_id: string; company_id: string; location_id: string; job_id?: string | null; application_id?: string | null },
): Promise<PlacementReferences> {
  const job = b.job_id ?? null;
  const application = b.application_id ?? null;
  const res = await tx.execute<PlacementReferences>(sql`select
      exists (select 1 from candidates where tenant_id = ${tenantId} and id = ${b.candidate_id}) as candidate,
      (select name from companies where tenant_id = ${tenantId} and id = ${b.company_id}) as company_name,
      (select company_id from locations where tenant_id = ${tenantId} and id = ${b.location_id}) as location_company,
      (${job}::uuid is null or exists (select 1 from jobs where tenant_id = ${tenantId} and id = ${job}::uuid)) as job,
      (select candidate_id from applications where tenant_id = ${tenantId} and id = ${application}::uuid) as application_candidate,
      ${application}::uuid is null as application`);
  const [found] = res.rows;
  if (!found) throw new Error('a select without from answers one row');
  return found;
}

/** Whether the candidate already has an active placement on the order. */
export async function activeOnOrder(tx: DbOrTx, tenantId: string, orderId: string, candidateId: string): Promise<boolean> {
  const dup = await tx.execute(sql`select 1 from placements where tenant_id = ${tenantId} and order_id = ${orderId}
    and candidate_id = ${candidateId} and status = 'active' limit 1`);
  return dup.rows.length > 0;
}
