import 'server-only';
import { sql } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import { iso } from '@/lib/db/iso';
import type { Session } from '@/lib/auth/guard';
import { inLocations } from '@/lib/auth/contact-scope';
import type { FieldChange } from '@/lib/db/field-change';
import type { Scope } from './scope';
import { filledCountSql, shiftPhaseSql, type AssignmentStatus, type ShiftPhase } from './definitions';
import { readCancelCutoff } from './cutoff';
import { allowedAssignmentActions, allowedShiftActions, assignmentRefusal } from './lifecycle';

type Raw = Record<string, unknown>;
const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v));

/** A shift row read with location_name, company_name, phase and filled, as the board lists it (shiftRow). */
export function shiftRowOf(r: Raw) {
  return {
    _id: String(r.id),
    location_id: String(r.location_id),
    location_name: String(r.location_name),
    company_name: String(r.company_name),
    job_id: (r.job_id as string) ?? null,
    position: String(r.position),
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    headcount: Number(r.headcount),
    filled: Number(r.filled),
    status: String(r.phase),
    notes: (r.notes as string) ?? null,
  };
}

/**
 * One shift as the details dialog shows it: the row, its phase, its workers (with what the caller may do to
 * each) and its history. A shift of another tenant, or outside a contact's locations, is a 404.
 */
export async function getShiftDetail(db: DbOrTx, session: Session, scope: Scope, id: string) {
  const res = await db.execute<Raw>(sql`select s.*, ${shiftPhaseSql()} as phase, ${filledCountSql()} as filled,
      extract(epoch from s.starts_at - now()) / 3600 as hours_to_start,
      l.name as location_name, l.timezone, co.name as company_name, cs.data -> 'shift' as shift_settings
    from shifts s
    join locations l on l.id = s.location_id and l.tenant_id = s.tenant_id
    join companies co on co.id = l.company_id and co.tenant_id = s.tenant_id
    left join company_settings cs on cs.tenant_id = s.tenant_id
    where s.tenant_id = ${scope.tenantId} and s.id = ${id} and ${inLocations(sql`s.location_id`, scope)}`);
  const r = res.rows[0];
  if (!r) throw notFound('shift');
  const phase = String(r.phase) as ShiftPhase;
  const cutoff = readCancelCutoff(r.shift_settings);
  const hoursToStart = Number(r.hours_to_start);
  const open = phase === 'draft' || phase === 'published' || phase === 'in_progress';
  const [assignments, logs] = await Promise.all([
    db.execute<Raw>(sql`select a.id, a.candidate_id, a.status, a.sent_home_at, a.note, a.updated_at,
        c.first_name || ' ' || c.last_name as name
      from shift_assignments a join candidates c on c.id = a.candidate_id and c.tenant_id = a.tenant_id
      where a.tenant_id = ${scope.tenantId} and a.shift_id = ${id} order by a.created_at, a.id`),
    db.execute<Raw>(sql`select g.id, g.action, g.changes, g.comment, g.created_at, u.username
      from shift_logs g left join users u on u.id = g.user_id and u.tenant_id = g.tenant_id
      where g.tenant_id = ${scope.tenantId} and g.shift_id = ${id} order by g.created_at desc, g.id limit 200`),
  ]);
  return {
    ...shiftRowOf(r),
    phase,
    timezone: String(r.timezone),
    requested_by: (r.requested_by as string) ?? null,
    cancel_reason: (r.cancel_reason as string) ?? null,
    cancelled_at: isoOrNull(r.cancelled_at),
    cancel_cutoff_hours: cutoff,
    allowed_actions: allowedShiftActions(
      { phase, requestedByActor: r.requested_by === session.userId, hoursToStart, cutoffHours: cutoff },
      session.role,
    ),
    may_assign: assignmentRefusal('invite', { shiftPhase: phase }, session.role) === null,
    within_cutoff: session.role === 'company_contact' && open && cutoff > 0 && hoursToStart < cutoff,
    assignments: assignments.rows.map((a) => ({
      _id: String(a.id),
      candidate_id: String(a.candidate_id),
      candidate_name: String(a.name),
      status: a.status as AssignmentStatus,
      sent_home_at: isoOrNull(a.sent_home_at),
      note: (a.note as string) ?? null,
      updated_at: iso(a.updated_at),
      allowed_actions: allowedAssignmentActions({ status: a.status as AssignmentStatus, shiftPhase: phase }, session.role),
    })),
    logs: logs.rows.map((g) => ({
      _id: String(g.id),
      action: String(g.action),
      user_name: (g.username as string) ?? null,
      changes: ((g.changes as FieldChange[]) ?? [])
        .filter((c) => c.entity === 'shift' || c.entity === 'assignment')
        .map((c) => ({ entity: c.entity as 'shift' | 'assignment', entity_id: c.entity_id, field: c.field, from: c.from, to: c.to })),
      comment: (g.comment as string) ?? null,
      created_at: iso(g.created_at),
    })),
  };
}
