import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ApiError, conflict, fieldError, forbidden, type ErrorText } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import type { Session } from '@/lib/auth/guard';
import type { Role } from '@/lib/auth/roles';
import type { FieldChange } from '@/lib/db/field-change';
import { shiftAssignments, shifts } from '@/lib/db/schema';
import { scopeOf, type Scope } from './scope';
import { blockAt } from '@/lib/worker-blocks/check-queries';
import { notPlaceableStatus } from '@/lib/statuses/placeable-queries';
import { localDate } from '@/lib/pay-rules/zone';
import { isLongShift, longShiftMessage, shiftLength } from './long-shift';
import { HOLDING } from './definitions';
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
import {
  asDate,
  cancelCutoff,
  filledCount,
  freeHeldPlaces,
  heldCandidateIds,
  locationName,
  lockAssignment,
  lockAssignmentOf,
  lockCandidates,
  lockShift,
  overlappingShift,
  upsertAssignment,
  type LockedShift,
  type Worker,
} from './assignment-queries';
import { getShiftDetail } from './queries';
import { resolvePosition } from '@/lib/work-requests/positions';
import { notify } from '@/lib/notifications/notify';
import type { NotificationPayloads } from '@/lib/notifications/payloads';
import type { assignBody, assignmentActionBody, cancelShiftBody, editShiftBody, publishShiftBody } from './schema';

/** An instant as the location reads it: yyyy-MM-dd HH:mm. */
const wallTime = (at: Date, timeZone: string) =>
  `${localDate(timeZone, at.getTime())} ${shiftLength(at.toISOString(), at.toISOString(), timeZone).start}`;
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
  const o = await overlappingShift(tx, shift, worker.id);
  if (o) {
    throw conflict('shifts.overlap', {
      worker: worker.name,
      position: o.position,
      start: wallTime(asDate(o.starts_at), shift.timezone),
    });
  }
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
    const before = await lockAssignmentOf(tx, shift, w.id);
    if (before && (HOLDING.includes(before.status) || before.status === 'no_show' || before.status === 'sent_home')) {
      throw conflict('shifts.alreadyOnShift', { worker: w.name });
    }
    await assertMayWork(tx, shift, w);
    const assignmentId = await upsertAssignment(tx, shift, w.id, status, session.userId);
    changes.push(assignmentChange(assignmentId, before?.status ?? null, status));
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
  const location = await locationName(tx, shift);
  const times = shiftLength(shift.startsAt.toISOString(), shift.endsAt.toISOString(), shift.timezone);
  const date = localDate(shift.timezone, shift.startsAt.getTime());
  await notify(tx, {
    event,
    tenantId: shift.tenantId,
    userIds: [shift.requestedBy],
    key: `shift:${shift.id}:${key}`,
    payload: {
      location,
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
async function thenDetail(db: DbOrTx, session: Session, scope: Scope, id: string, work: (tx: DbOrTx) => Promise<void>) {
  await db.transaction(async (tx) => work(tx));
  return getShiftDetail(db, session, scope, id);
}

/** Publish a draft (agency only), optionally to chosen candidates (invited, or assigned with `assign`). */
export async function publishShift(db: DbOrTx, session: Session, id: string, body: z.infer<typeof publishShiftBody>) {
  const scope = await scopeOf(db, session);
  return thenDetail(db, session, scope, id, async (tx) => {
    const shift = await lockShift(tx, scope, id);
    assertShift('publish', shiftStateOf(shift, session.userId, await cancelCutoff(tx, scope.tenantId)), session.role);
    await tx
      .update(shifts)
      .set({ status: 'published', updatedAt: sql`now()` })
      .where(and(eq(shifts.tenantId, scope.tenantId), eq(shifts.id, id)));
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
export async function editShift(db: DbOrTx, session: Session, id: string, body: z.infer<typeof editShiftBody>) {
  const scope = await scopeOf(db, session);
  return thenDetail(db, session, scope, id, async (tx) => {
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
      const held = await heldCandidateIds(tx, scope.tenantId, id);
      const moved: LockedShift = { ...shift, startsAt, endsAt };
      for (const w of await lockCandidates(tx, scope.tenantId, held)) await assertMayWork(tx, moved, w);
    }
    const patch = {
      position: body.position_id ? await resolvePosition(tx, scope.tenantId, body) : (body.position ?? shift.position),
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
    await tx
      .update(shifts)
      .set({ position: patch.position, startsAt, endsAt, headcount, notes: patch.notes, updatedAt: sql`now()` })
      .where(and(eq(shifts.tenantId, scope.tenantId), eq(shifts.id, id)));
    await writeShiftLog(tx, { tenantId: scope.tenantId, userId: session.userId }, id, 'edit', changes, body.comment);
    // A new time is news for the contact who asked for the shift (a new headcount, position or note is the agency's own staffing).
    if (timesChange) {
      const moved = { ...shift, position: patch.position, startsAt, endsAt };
      await tellRequester(tx, session, moved, 'shift_rescheduled', `times:${startsAt.toISOString()}-${endsAt.toISOString()}`, {});
    }
  });
}

/** Cancel with a reason, by either side (a contact not inside the tenant's cut-off); the held workers are freed. */
export async function cancelShift(db: DbOrTx, session: Session, id: string, body: z.infer<typeof cancelShiftBody>) {
  const scope = await scopeOf(db, session);
  return thenDetail(db, session, scope, id, async (tx) => {
    const shift = await lockShift(tx, scope, id);
    assertShift('cancel', shiftStateOf(shift, session.userId, await cancelCutoff(tx, scope.tenantId)), session.role);
    await tx
      .update(shifts)
      .set({ status: 'cancelled', cancelReason: body.reason, cancelledBy: session.userId, cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(shifts.tenantId, scope.tenantId), eq(shifts.id, id)));
    const freed = await freeHeldPlaces(tx, scope.tenantId, id);
    const changes = [statusChange(shift.status, 'cancelled'), ...freed.map((r) => assignmentChange(r.id, r.status, 'cancelled'))];
    await writeShiftLog(tx, { tenantId: scope.tenantId, userId: session.userId }, id, 'cancel', changes, body.reason);
    await tellRequester(tx, session, shift, 'shift_cancelled', 'cancelled', { by: session.username, reason: body.reason });
  });
}

/** Invite candidates to a published shift, or assign them (accepted at once). */
export async function assignWorkers(db: DbOrTx, session: Session, id: string, body: z.infer<typeof assignBody>) {
  const scope = await scopeOf(db, session);
  const action: AssignmentAction = body.status === 'accepted' ? 'assign' : 'invite';
  return thenDetail(db, session, scope, id, async (tx) => {
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
export async function actOnAssignment(db: DbOrTx, session: Session, id: string, body: z.infer<typeof assignmentActionBody>) {
  const scope = await scopeOf(db, session);
  return thenDetail(db, session, scope, id, async (tx) => {
    const shift = await lockShift(tx, scope, id);
    const a = await lockAssignment(tx, scope.tenantId, id, body.assignment_id);
    assertAssignment(body.action, { status: a.status, shiftPhase: shift.phase }, session.role);
    const to = assignmentTarget(body.action);
    if (body.action === 'accept') {
      await lockCandidates(tx, scope.tenantId, [a.candidate_id]);
      await assertRoom(tx, shift, 1);
      await assertMayWork(tx, shift, { id: a.candidate_id, name: a.name });
    }
    if (body.action === 'replace' && body.candidate_id === a.candidate_id) throw conflict('shifts.replaceSameWorker');
    // A note given replaces the old one, none keeps it; sending home stamps the time.
    await tx
      .update(shiftAssignments)
      .set({
        status: to,
        ...(body.note != null && { note: body.note }),
        ...(to === 'sent_home' && { sentHomeAt: sql`now()` }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(shiftAssignments.tenantId, scope.tenantId), eq(shiftAssignments.id, a.id)));
    const changes: FieldChange[] = [assignmentChange(a.id, a.status, to)];
    if (body.action === 'replace' && body.candidate_id) {
      const status = body.status ?? (a.status === 'accepted' ? 'accepted' : 'invited');
      changes.push(...(await addAssignments(tx, session, shift, [body.candidate_id], status)));
    }
    await writeShiftLog(tx, { tenantId: scope.tenantId, userId: session.userId }, id, body.action, changes, body.note);
  });
}
