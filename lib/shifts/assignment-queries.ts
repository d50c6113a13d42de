import 'server-only';
import { sql } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { inLocations } from '@/lib/auth/contact-scope';
import type { DbOrTx } from '@/lib/db/client';
import { FILLING, HOLDING, shiftPhaseSql, type AssignmentStatus, type ShiftPhase } from './definitions';
import { readCancelCutoff } from './cutoff';
import type { Scope } from './scope';

// The statements of shift and assignment changes (lib/shifts/service.ts), each in the caller's transaction.

type Raw = Record<string, unknown>;
export type Worker = { id: string; name: string };

export const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

const list = (xs: readonly string[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );

/** A shift locked for a change, with its phase at the database's now and its location's zone. */
export type LockedShift = {
  id: string;
  tenantId: string;
  locationId: string;
  position: string;
  startsAt: Date;
  endsAt: Date;
  headcount: number;
  status: string;
  notes: string | null;
  requestedBy: string | null;
  phase: ShiftPhase;
  hoursToStart: number;
  timezone: string;
};

/** The shift in the caller's scope, locked; another tenant's, or one outside a contact's locations, is a 404. */
export async function lockShift(tx: DbOrTx, scope: Scope, id: string): Promise<LockedShift> {
  const res = await tx.execute<Raw>(sql`select s.id, s.tenant_id, s.location_id, s.position, s.starts_at, s.ends_at, s.headcount, s.status,
      s.notes, s.requested_by, ${shiftPhaseSql()} as phase, extract(epoch from s.starts_at - now()) / 3600 as hours_to_start, l.timezone
    from shifts s join locations l on l.id = s.location_id and l.tenant_id = s.tenant_id
    where s.tenant_id = ${scope.tenantId} and s.id = ${id} and ${inLocations(sql`s.location_id`, scope)}
    for update of s`);
  const r = res.rows[0];
  if (!r) throw notFound('shift');
  return {
    id: String(r.id),
    tenantId: String(r.tenant_id),
    locationId: String(r.location_id),
    position: String(r.position),
    startsAt: asDate(r.starts_at),
    endsAt: asDate(r.ends_at),
    headcount: Number(r.headcount),
    status: String(r.status),
    notes: (r.notes as string | null) ?? null,
    requestedBy: (r.requested_by as string | null) ?? null,
    phase: String(r.phase) as ShiftPhase,
    hoursToStart: Number(r.hours_to_start),
    timezone: String(r.timezone),
  };
}

/** The tenant's contact cancellation cut-off, read in the caller's transaction. */
export async function cancelCutoff(tx: DbOrTx, tenantId: string): Promise<number> {
  const res = await tx.execute<{ shift: unknown }>(
    sql`select data -> 'shift' as shift from company_settings where tenant_id = ${tenantId} limit 1`,
  );
  return readCancelCutoff(res.rows[0]?.shift);
}

/** The candidates, locked in id order (DESIGN §7) so two assignments of the same worker check overlaps one after the other. */
export async function lockCandidates(tx: DbOrTx, tenantId: string, ids: string[]): Promise<Worker[]> {
  if (!ids.length) return [];
  const sorted = [...new Set(ids)].sort();
  const res = await tx.execute<{ id: string; name: string }>(sql`select id, first_name || ' ' || last_name as name from candidates
    where tenant_id = ${tenantId} and id in (${sql.join(
      sorted.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) order by id for update`);
  if (res.rows.length !== sorted.length) throw notFound('candidate');
  return res.rows;
}

/** How many places of the shift are filled now. */
export async function filledCount(tx: DbOrTx, shift: LockedShift): Promise<number> {
  const res = await tx.execute<{ n: number }>(sql`select count(*)::int as n from shift_assignments
    where tenant_id = ${shift.tenantId} and shift_id = ${shift.id} and status in (${list(FILLING)})`);
  return Number(res.rows[0]?.n ?? 0);
}

/** The first held shift of the worker, other than this one and not cancelled, that overlaps its times. */
export async function overlappingShift(
  tx: DbOrTx,
  shift: LockedShift,
  workerId: string,
): Promise<{ position: string; starts_at: unknown; ends_at: unknown } | null> {
  const overlap = await tx.execute<{
    position: string;
    starts_at: unknown;
    ends_at: unknown;
  }>(sql`select s2.position, s2.starts_at, s2.ends_at
    from shift_assignments a join shifts s2 on s2.id = a.shift_id and s2.tenant_id = a.tenant_id
    where a.tenant_id = ${shift.tenantId} and a.candidate_id = ${workerId} and a.shift_id <> ${shift.id}
      and a.status in (${list(HOLDING)}) and s2.status <> 'cancelled'
      and s2.starts_at < ${shift.endsAt.toISOString()}::timestamptz and s2.ends_at > ${shift.startsAt.toISOString()}::timestamptz
    order by s2.starts_at limit 1`);
  return overlap.rows[0] ?? null;
}

/** The worker's assignment row on the shift, if any, locked. */
export async function lockAssignmentOf(
  tx: DbOrTx,
  shift: LockedShift,
  candidateId: string,
): Promise<{ id: string; status: AssignmentStatus } | null> {
  const existing = await tx.execute<{ id: string; status: AssignmentStatus }>(sql`select id, status from shift_assignments
    where tenant_id = ${shift.tenantId} and shift_id = ${shift.id} and candidate_id = ${candidateId} for update`);
  return existing.rows[0] ?? null;
}

/** Puts the worker on the shift with this status; a row she had (declined, replaced) is reused, its note and send-home cleared. */
export async function upsertAssignment(
  tx: DbOrTx,
  shift: LockedShift,
  candidateId: string,
  status: 'invited' | 'accepted',
  userId: string,
): Promise<string> {
  const res = await tx.execute<{ id: string }>(sql`insert into shift_assignments (tenant_id, shift_id, candidate_id, status, created_by)
      values (${shift.tenantId}, ${shift.id}, ${candidateId}, ${status}, ${userId})
      on conflict (shift_id, candidate_id) do update set status = excluded.status, note = null, sent_home_at = null,
        created_by = excluded.created_by, updated_at = now()
      returning id`);
  const row = res.rows[0];
  if (!row) throw new Error('insert … returning answered no row');
  return row.id;
}

/** The shift's location name ('' when gone). */
export async function locationName(tx: DbOrTx, shift: LockedShift): Promise<string> {
  const site = await tx.execute<{ name: string }>(
    sql`select name from locations where tenant_id = ${shift.tenantId} and id = ${shift.locationId}`,
  );
  return String(site.rows[0]?.name ?? '');
}

/** The candidates holding a place on the shift. */
export async function heldCandidateIds(tx: DbOrTx, tenantId: string, shiftId: string): Promise<string[]> {
  const held = await tx.execute<{ candidate_id: string }>(sql`select candidate_id from shift_assignments
        where tenant_id = ${tenantId} and shift_id = ${shiftId} and status in (${list(HOLDING)})`);
  return held.rows.map((r) => r.candidate_id);
}

/** Cancels the places held on a cancelled shift; answers each freed assignment with the status it had. */
export async function freeHeldPlaces(tx: DbOrTx, tenantId: string, shiftId: string): Promise<{ id: string; status: string }[]> {
  const freed = await tx.execute<{
    id: string;
    status: string;
  }>(sql`update shift_assignments a set status = 'cancelled', updated_at = now()
      from shift_assignments old where old.id = a.id and a.tenant_id = ${tenantId} and a.shift_id = ${shiftId} and a.status in (${list(HOLDING)})
      returning a.id, old.status`);
  return freed.rows;
}

/** One assignment of the shift with its worker's name, locked; a 404 when the shift has no such assignment. */
export async function lockAssignment(
  tx: DbOrTx,
  tenantId: string,
  shiftId: string,
  assignmentId: string,
): Promise<{ id: string; candidate_id: string; status: AssignmentStatus; name: string }> {
  const res = await tx.execute<{
    id: string;
    candidate_id: string;
    status: AssignmentStatus;
    name: string;
  }>(sql`select a.id, a.candidate_id, a.status,
        c.first_name || ' ' || c.last_name as name
      from shift_assignments a join candidates c on c.id = a.candidate_id and c.tenant_id = a.tenant_id
      where a.tenant_id = ${tenantId} and a.shift_id = ${shiftId} and a.id = ${assignmentId} for update of a`);
  const a = res.rows[0];
  if (!a) throw notFound('assignment');
  return a;
}
