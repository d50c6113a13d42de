import 'server-only';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ApiError, conflict, fieldError, forbidden, notFound, type ErrorText } from '@/lib/errors';
import { db, type DbOrTx } from '@/lib/db/client';
import type { Session } from '@/lib/auth/guard';
import { inLocations } from '@/lib/auth/contact-scope';
import type { Role } from '@/lib/auth/roles';
import type { FieldChange } from '@/lib/db/field-change';
import { scopeOf, type Scope } from './scope';
import { blockAt } from '@/lib/worker-blocks/check';
import { notPlaceableStatus } from '@/lib/statuses/placeable';
import { localDate } from '@/lib/pay-rules/zone';
import { isLongShift, longShiftMessage, shiftLength } from './long-shift';
import { FILLING, HOLDING, shiftPhaseSql, type AssignmentStatus, type ShiftPhase } from './definitions';
import { readCancelCutoff } from './cutoff';
import {
  assignmentRefusal,
  assignmentRoleMay,
  assignmentTarget,
  shiftRefusal,
  shiftRoleMay,
  type AssignmentAction,
  type ShiftAction,
  type ShiftState,
} from './lifecycle';
import { assignmentChange, shiftChanges, statusChange, writeShiftLog } from './logs';
import { getShiftDetail } from './queries';
import { resolvePosition } from '@/lib/work-requests/positions';
import { notify } from '@/lib/notifications/notify';
import type { NotificationPayloads } from '@/lib/notifications/payloads';
import type { assignBody, assignmentActionBody, cancelShiftBody, editShiftBody, publishShiftBody } from './schema';

type Raw = Record<string, unknown>;

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

const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
/** An instant as the location reads it: yyyy-MM-dd HH:mm. */
const wallTime = (at: Date, timeZone: string) =>
  `${localDate(timeZone, at.getTime())} ${shiftLength(at.toISOString(), at.toISOString(), timeZone).start}`;
const list = (xs: readonly string[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );

/** The shift in the caller's scope, locked; another tenant's, or one outside a contact's locations, is a 404. */
async function lockShift(tx: DbOrTx, scope: Scope, id: string): Promise<LockedShift> {
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
    startsAt: date(r.starts_at),
    endsAt: date(r.ends_at),
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
async function cancelCutoff(tx: DbOrTx, tenantId: string): Promise<number> {
  const res = await tx.execute<{ shift: unknown }>(
    sql`select data -> 'shift' as shift from company_settings where tenant_id = ${tenantId} limit 1`,
  );
  return readCancelCutoff(res.rows[0]?.shift);
}

const shiftStateOf = (s: LockedShift, userId: string, cutoffHours: number): ShiftState => ({
  phase: s.phase,
  requestedByActor: s.requestedBy === userId,
  hoursToStart: s.hoursToStart,
  cutoffHours,
});

/** A refusal: the role is 403 (like timesheets), the state 409 with the reason. */
function refuse(why: ErrorText, roleMay: boolean): never {
  if (!roleMay) throw forbidden(why.key, why.params as Record<string, string>);
  throw new ApiError(409, why, 'conflict');
}

function assertShift(action: ShiftAction, s: ShiftState, role: Role) {
  const why = shiftRefusal(action, s, role);
  if (why) refuse(why, shiftRoleMay(action, role));
}

function assertAssignment(action: AssignmentAction, s: Parameters<typeof assignmentRefusal>[1], role: Role) {
  const why = assignmentRefusal(action, s, role);
  if (why) refuse(why, assignmentRoleMay(action, role));
}

type Worker = { id: string; name: string };

/** The candidates, locked in id order (DESIGN §7) so two assignments of the same worker check overlaps one after the other. */
async function lockCandidates(tx: DbOrTx, tenantId: string, ids: string[]): Promise<Worker[]> {
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

/**
 * Refuses a worker who may not take the place: a status marked not placeable ("Do not place"), a client
 * block or agency exclusion, or an overlapping held shift.
 */
async function assertMayWork(tx: DbOrTx, shift: LockedShift, worker: Worker): Promise<void> {
  const status = await notPlaceableStatus(tx, shift.tenantId, worker.id);
  if (status) throw conflict('shifts.notPlaceable', { worker: worker.name, status });
  const block = await blockAt(tx, shift.tenantId, worker.id, shift.locationId);
  if (block) {
    const key = block.kind === 'client_block' ? 'shifts.blockedByClient' : 'shifts.excludedByAgency';
    throw conflict(block.reason ? `${key}Reason` : key, { worker: worker.name, reason: block.reason ?? '' });
  }
  const overlap = await tx.execute<{
    position: string;
    starts_at: unknown;
    ends_at: unknown;
  }>(sql`select s2.position, s2.starts_at, s2.ends_at
    from shift_assignments a join shifts s2 on s2.id = a.shift_id and s2.tenant_id = a.tenant_id
    where a.tenant_id = ${shift.tenantId} and a.candidate_id = ${worker.id} and a.shift_id <> ${shift.id}
      and a.status in (${list(HOLDING)}) and s2.status <> 'cancelled'
      and s2.starts_at < ${shift.endsAt.toISOString()}::timestamptz and s2.ends_at > ${shift.startsAt.toISOString()}::timestamptz
    order by s2.starts_at limit 1`);
  const o = overlap.rows[0];
  if (o) {
    throw conflict('shifts.overlap', {
      worker: worker.name,
      position: o.position,
      start: wallTime(date(o.starts_at), shift.timezone),
    });
  }
}

async function filledCount(tx: DbOrTx, shift: LockedShift): Promise<number> {
  const res = await tx.execute<{ n: number }>(sql`select count(*)::int as n from shift_assignments
    where tenant_id = ${shift.tenantId} and shift_id = ${shift.id} and status in (${list(FILLING)})`);
  return Number(res.rows[0].n);
}

async function assertRoom(tx: DbOrTx, shift: LockedShift, adding: number): Promise<void> {
  const filled = await filledCount(tx, shift);
  if (filled + adding > shift.headcount) throw conflict('shifts.full', { filled, headcount: shift.headcount });
}

/**
 * Invites (or assigns, accepted at once) each candidate: refused for a block, an overlap, a worker already
 * holding a place on the shift, or (accepted) a full shift. A worker who had declined or was replaced gets
 * the same row back. Answers the log's changes.
 */
async function addAssignments(
  tx: DbOrTx,
  session: Session,
  shift: LockedShift,
  candidateIds: string[],
  status: 'invited' | 'accepted',
): Promise<FieldChange[]> {
  const workers = await lockCandidates(tx, shift.tenantId, candidateIds);
  if (status === 'accepted') await assertRoom(tx, shift, workers.length);
  const changes: FieldChange[] = [];
  for (const w of workers) {
    const existing = await tx.execute<{ id: string; status: AssignmentStatus }>(sql`select id, status from shift_assignments
      where tenant_id = ${shift.tenantId} and shift_id = ${shift.id} and candidate_id = ${w.id} for update`);
    const before = existing.rows[0];
    if (before && (HOLDING.includes(before.status) || before.status === 'no_show' || before.status === 'sent_home')) {
      throw conflict('shifts.alreadyOnShift', { worker: w.name });
    }
    await assertMayWork(tx, shift, w);
    const res = await tx.execute<{ id: string }>(sql`insert into shift_assignments (tenant_id, shift_id, candidate_id, status, created_by)
      values (${shift.tenantId}, ${shift.id}, ${w.id}, ${status}, ${session.userId})
      on conflict (shift_id, candidate_id) do update set status = excluded.status, note = null, sent_home_at = null,
        created_by = excluded.created_by, updated_at = now()
      returning id`);
    changes.push(assignmentChange(res.rows[0].id, before?.status ?? null, status));
  }
  return changes;
}

type RequesterEvent = 'shift_published' | 'shift_cancelled' | 'shift_rescheduled';

/**
 * Tells the contact who requested the shift what the agency did to it, in the action's transaction (the
 * durable notification path: in-app rows and outbox rows commit with the change, or not at all). Her own
 * action (cancelling her own request, editing her own draft) tells her nothing; a shift staff created has
 * no requester. `key` makes a retried request one notification.
 */
async function tellRequester<E extends RequesterEvent>(
  tx: DbOrTx,
  session: Session,
  shift: LockedShift,
  event: E,
  key: string,
  extra: Omit<NotificationPayloads[E], keyof NotificationPayloads['shift_published']>,
): Promise<void> {
  if (!shift.requestedBy || shift.requestedBy === session.userId) return;
  const site = await tx.execute<{ name: string }>(
    sql`select name from locations where tenant_id = ${shift.tenantId} and id = ${shift.locationId}`,
  );
  const times = shiftLength(shift.startsAt.toISOString(), shift.endsAt.toISOString(), shift.timezone);
  const date = localDate(shift.timezone, shift.startsAt.getTime());
  await notify(tx, {
    event,
    tenantId: shift.tenantId,
    userIds: [shift.requestedBy],
    key: `shift:${shift.id}:${key}`,
    payload: {
      location: String(site.rows[0]?.name ?? ''),
      position: shift.position,
      date,
      start: times.start,
      end: times.end,
      ...extra,
    } as NotificationPayloads[E],
    // The board at the shift's week and location, where its card opens the details.
    link: `/jobs?week=${date}&location=${shift.locationId}`,
  });
}

/** The transaction, then the shift as the details dialog shows it (read after the commit). */
async function thenDetail(session: Session, scope: Scope, id: string, work: (tx: DbOrTx) => Promise<void>) {
  await db().transaction(async (tx) => work(tx));
  return getShiftDetail(session, scope, id);
}

/** Publish a draft (agency only), optionally to chosen candidates (invited, or assigned with `assign`). */
export async function publishShift(session: Session, id: string, body: z.infer<typeof publishShiftBody>) {
  const scope = await scopeOf(session);
  return thenDetail(session, scope, id, async (tx) => {
    const shift = await lockShift(tx, scope, id);
    assertShift('publish', shiftStateOf(shift, session.userId, await cancelCutoff(tx, scope.tenantId)), session.role);
    await tx.execute(sql`update shifts set status = 'published', updated_at = now() where tenant_id = ${scope.tenantId} and id = ${id}`);
    const published: LockedShift = { ...shift, status: 'published', phase: shift.hoursToStart <= 0 ? 'in_progress' : 'published' };
    const changes = [statusChange(shift.status, 'published')];
    if (body.candidate_ids?.length)
      changes.push(...(await addAssignments(tx, session, published, body.candidate_ids, body.assign ? 'accepted' : 'invited')));
    await writeShiftLog(tx, { tenantId: scope.tenantId, userId: session.userId }, id, 'publish', changes);
    await tellRequester(tx, session, published, 'shift_published', 'published', {});
  });
}

/**
 * Change time, headcount, position or notes: staff until the shift is over, a contact only her own draft.
 * The same time rules as a request (end after start, at most 24 h, a long shift confirmed); the headcount
 * never below the places filled; new times must not make a held worker overlap another shift.
 */
export async function editShift(session: Session, id: string, body: z.infer<typeof editShiftBody>) {
  const scope = await scopeOf(session);
  return thenDetail(session, scope, id, async (tx) => {
    const shift = await lockShift(tx, scope, id);
    assertShift('edit', shiftStateOf(shift, session.userId, await cancelCutoff(tx, scope.tenantId)), session.role);
    const startsAt = body.starts_at ? new Date(body.starts_at) : shift.startsAt;
    const endsAt = body.ends_at ? new Date(body.ends_at) : shift.endsAt;
    if (endsAt <= startsAt) throw fieldError('ends_at', 'validation.endsAfterStarts');
    if (endsAt.getTime() - startsAt.getTime() > 24 * 3_600_000) throw fieldError('ends_at', 'validation.shiftTooLong');
    const timesChange = startsAt.getTime() !== shift.startsAt.getTime() || endsAt.getTime() !== shift.endsAt.getTime();
    if (timesChange) {
      const length = shiftLength(startsAt.toISOString(), endsAt.toISOString(), shift.timezone);
      if (isLongShift(length) && !body.confirm_long) {
        const text = longShiftMessage(length);
        throw new ApiError(400, text, 'confirm_required', { confirm_long: text });
      }
    }
    const headcount = body.headcount ?? shift.headcount;
    if (headcount < shift.headcount) {
      const filled = await filledCount(tx, shift);
      if (headcount < filled) throw conflict('shifts.headcountBelowFilled', { filled });
    }
    if (timesChange) {
      // The held workers keep their place only if the new times do not collide with another of their shifts.
      const held = await tx.execute<{ candidate_id: string }>(sql`select candidate_id from shift_assignments
        where tenant_id = ${scope.tenantId} and shift_id = ${id} and status in (${list(HOLDING)})`);
      const moved: LockedShift = { ...shift, startsAt, endsAt };
      for (const w of await lockCandidates(
        tx,
        scope.tenantId,
        held.rows.map((r) => r.candidate_id),
      ))
        await assertMayWork(tx, moved, w);
    }
    const patch = {
      position: body.position_id ? await resolvePosition(scope.tenantId, body, tx) : (body.position ?? shift.position),
      starts_at: startsAt,
      ends_at: endsAt,
      headcount,
      notes: body.notes === undefined ? shift.notes : body.notes || null,
    };
    const changes = shiftChanges(
      { position: shift.position, starts_at: shift.startsAt, ends_at: shift.endsAt, headcount: shift.headcount, notes: shift.notes },
      patch,
    );
    if (!changes.length) return;
    await tx.execute(sql`update shifts set position = ${patch.position}, starts_at = ${startsAt.toISOString()}::timestamptz,
      ends_at = ${endsAt.toISOString()}::timestamptz, headcount = ${headcount}, notes = ${patch.notes}, updated_at = now()
      where tenant_id = ${scope.tenantId} and id = ${id}`);
    await writeShiftLog(tx, { tenantId: scope.tenantId, userId: session.userId }, id, 'edit', changes, body.comment);
    // A new time is news for the contact who asked for the shift (a new headcount, position or note is the agency's own staffing).
    if (timesChange) {
      const moved = { ...shift, position: patch.position, startsAt, endsAt };
      await tellRequester(tx, session, moved, 'shift_rescheduled', `times:${startsAt.toISOString()}-${endsAt.toISOString()}`, {});
    }
  });
}

/** Cancel with a reason, by either side (a contact not inside the tenant's cut-off); the held workers are freed. */
export async function cancelShift(session: Session, id: string, body: z.infer<typeof cancelShiftBody>) {
  const scope = await scopeOf(session);
  return thenDetail(session, scope, id, async (tx) => {
    const shift = await lockShift(tx, scope, id);
    assertShift('cancel', shiftStateOf(shift, session.userId, await cancelCutoff(tx, scope.tenantId)), session.role);
    await tx.execute(sql`update shifts set status = 'cancelled', cancel_reason = ${body.reason}, cancelled_by = ${session.userId},
      cancelled_at = now(), updated_at = now() where tenant_id = ${scope.tenantId} and id = ${id}`);
    const freed = await tx.execute<{
      id: string;
      status: string;
    }>(sql`update shift_assignments a set status = 'cancelled', updated_at = now()
      from shift_assignments old where old.id = a.id and a.tenant_id = ${scope.tenantId} and a.shift_id = ${id} and a.status in (${list(HOLDING)})
      returning a.id, old.status`);
    const changes = [statusChange(shift.status, 'cancelled'), ...freed.rows.map((r) => assignmentChange(r.id, r.status, 'cancelled'))];
    await writeShiftLog(tx, { tenantId: scope.tenantId, userId: session.userId }, id, 'cancel', changes, body.reason);
    await tellRequester(tx, session, shift, 'shift_cancelled', 'cancelled', { by: session.username, reason: body.reason });
  });
}

/** Invite candidates to a published shift, or assign them (accepted at once). */
export async function assignWorkers(session: Session, id: string, body: z.infer<typeof assignBody>) {
  const scope = await scopeOf(session);
  const action: AssignmentAction = body.status === 'accepted' ? 'assign' : 'invite';
  return thenDetail(session, scope, id, async (tx) => {
    const shift = await lockShift(tx, scope, id);
    assertAssignment(action, { shiftPhase: shift.phase }, session.role);
    const changes = await addAssignments(tx, session, shift, body.candidate_ids, body.status);
    await writeShiftLog(tx, { tenantId: scope.tenantId, userId: session.userId }, id, action, changes);
  });
}

/**
 * One action on one assignment: the worker's answer (accept, decline), a replacement (the old worker
 * replaced and the new one invited or accepted in the same transaction), a removal, or a contact's verdict
 * (no-show, sent home) on a worker who accepted, once the shift has started.
 */
export async function actOnAssignment(session: Session, id: string, body: z.infer<typeof assignmentActionBody>) {
  const scope = await scopeOf(session);
  return thenDetail(session, scope, id, async (tx) => {
    const shift = await lockShift(tx, scope, id);
    const res = await tx.execute<{
      id: string;
      candidate_id: string;
      status: AssignmentStatus;
      name: string;
    }>(sql`select a.id, a.candidate_id, a.status,
        c.first_name || ' ' || c.last_name as name
      from shift_assignments a join candidates c on c.id = a.candidate_id and c.tenant_id = a.tenant_id
      where a.tenant_id = ${scope.tenantId} and a.shift_id = ${id} and a.id = ${body.assignment_id} for update of a`);
    const a = res.rows[0];
    if (!a) throw notFound('assignment');
    assertAssignment(body.action, { status: a.status, shiftPhase: shift.phase }, session.role);
    const to = assignmentTarget(body.action);
    if (body.action === 'accept') {
      await lockCandidates(tx, scope.tenantId, [a.candidate_id]);
      await assertRoom(tx, shift, 1);
      await assertMayWork(tx, shift, { id: a.candidate_id, name: a.name });
    }
    if (body.action === 'replace' && body.candidate_id === a.candidate_id) throw conflict('shifts.replaceSameWorker');
    await tx.execute(sql`update shift_assignments set status = ${to}, note = coalesce(${body.note ?? null}, note),
      sent_home_at = ${to === 'sent_home' ? sql`now()` : sql`sent_home_at`}, updated_at = now()
      where tenant_id = ${scope.tenantId} and id = ${a.id}`);
    const changes: FieldChange[] = [assignmentChange(a.id, a.status, to)];
    if (body.action === 'replace' && body.candidate_id) {
      const status = body.status ?? (a.status === 'accepted' ? 'accepted' : 'invited');
      changes.push(...(await addAssignments(tx, session, shift, [body.candidate_id], status)));
    }
    await writeShiftLog(tx, { tenantId: scope.tenantId, userId: session.userId }, id, body.action, changes, body.note);
  });
}
