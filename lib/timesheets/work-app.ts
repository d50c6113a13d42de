import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { candidates, locations, placements, shifts, timecards, timesheets } from '@/lib/db/schema';
import { theRow } from '@/lib/db/rows';
import { inLocations } from '@/lib/auth/contact-scope';
import { cardChanges, writeTimesheetLogs } from './logs';
import type { TimesheetLogAction } from './log-actions';
import { stateOf } from './queries';
import type { Scope } from './scope';
import { recomputeAround } from './totals';
import { workweekAt } from './week';
import { nextStatus, refusal, verbOf } from './transitions';
import type { FieldChange } from './schema';
import { shiftForClockIn } from '@/lib/punches/card-queries';
import { evaluateCards } from '@/lib/punches/service';
import type { clockInBody, clockOutBody, createTimesheetBody, placementTimesheetBody } from './work-app-schema';

async function assertLocation(tx: DbOrTx, scope: Scope, id: string) {
  const [found] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.tenantId, scope.tenantId), eq(locations.id, id), inLocations(locations.id, scope)));
  if (!found) throw notFound('location');
}

async function assertWorker(tx: DbOrTx, scope: Scope, id: string) {
  const [w] = await tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.tenantId, scope.tenantId), eq(candidates.id, id)))
    .limit(1);
  if (!w) throw notFound('worker');
}

/**
 * The worker's timesheet at a location for a week, locked for the transaction (a bulk action deciding
 * on its state waits, rather than approving it under a new clock-in), or created from their placement
 * there (rates) if new.
 */
async function timesheetFor(tx: DbOrTx, session: Session, workerId: string, locationId: string, weekStart: string) {
  const [found] = await tx
    .select()
    .from(timesheets)
    .where(
      and(
        eq(timesheets.tenantId, session.tenantId),
        eq(timesheets.candidateId, workerId),
        eq(timesheets.locationId, locationId),
        eq(timesheets.weekStart, weekStart),
      ),
    )
    .limit(1)
    .for('no key update');
  if (found) return found;
  const [placement] = await tx
    .select()
    .from(placements)
    .where(and(eq(placements.tenantId, session.tenantId), eq(placements.candidateId, workerId), eq(placements.locationId, locationId)))
    .limit(1);
  const inserted = await tx
    .insert(timesheets)
    .values({
      tenantId: session.tenantId,
      candidateId: workerId,
      locationId,
      weekStart,
      placementId: placement?.id ?? null,
      billRate: placement?.billRate ?? '0',
      payRate: placement?.payRate ?? '0',
    })
    .returning();
  const created = theRow(inserted, 'timesheet');
  await writeTimesheetLogs(tx, session, 'create', [{ id: created.id, status: null, toStatus: created.status }]);
  return created;
}

/**
 * Clocking in (or deleting a card) changes hours, so it follows the edit rule of the transition table:
 * refused when locked, archived or approved, and a rejected timesheet returns to pending. Every change is logged.
 */
async function recordTime(
  tx: DbOrTx,
  session: Session,
  row: typeof timesheets.$inferSelect,
  action: TimesheetLogAction,
  changes: FieldChange[],
) {
  const why = refusal('edit', stateOf(row), session);
  if (why) throw conflict(why.key, { ...why.params, verb: verbOf('recordTimeOn') });
  const status = nextStatus('edit', stateOf(row));
  if (status !== row.status) await tx.update(timesheets).set({ status, updatedAt: new Date() }).where(eq(timesheets.id, row.id));
  await writeTimesheetLogs(tx, session, action, [{ id: row.id, status: row.status, toStatus: status, changes }]);
}

export const CLOSED_ON_FROZEN =
  'An open clock-in was closed on a timesheet that is approved, locked or archived; its hours now count that timecard';

/**
 * Closing an open punch is always allowed, whatever the timesheet's state: refused, the worker would
 * stay clocked in for good (and could never clock in again). On a timesheet still open to edits it is
 * an edit like any other (a rejected one returns to pending). On an approved, locked or archived one
 * the status and flags stay; the hours still follow the cards (a timesheet's hours are its cards', as
 * everywhere), and the log says what happened so staff can review it. A locked week can have a shift
 * still running; an approved one only from before submit and approve refused open punches
 * (lib/timesheets/open-punches.ts).
 */
async function recordClose(tx: DbOrTx, session: Session, row: typeof timesheets.$inferSelect, changes: FieldChange[]): Promise<void> {
  const editable = refusal('edit', stateOf(row), session) === null;
  const status = editable ? nextStatus('edit', stateOf(row)) : row.status;
  if (status !== row.status) await tx.update(timesheets).set({ status, updatedAt: new Date() }).where(eq(timesheets.id, row.id));
  await writeTimesheetLogs(tx, session, 'clock_out', [{ id: row.id, status: row.status, toStatus: status, changes }], {
    comment: editable ? null : CLOSED_ON_FROZEN,
  });
}

/**
 * A timecard in scope and its timesheet, both locked: the timesheet first, then the card, the order every
 * transaction takes them in (lib/db/locks.ts). A timesheet edit locks the sheet and then rewrites its
 * cards, so a clock-out locking the card first could each wait for the other. A card never moves to
 * another timesheet, so the sheet read before the lock is the card's.
 */
async function lockCard(tx: DbOrTx, scope: Scope, id: string) {
  const where = and(eq(timecards.tenantId, scope.tenantId), eq(timecards.id, id), inLocations(sql`${timecards.locationId}`, scope));
  const [seen] = await tx.select({ timesheetId: timecards.timesheetId }).from(timecards).where(where);
  if (!seen) throw notFound('timecard');
  const [sheet] = seen.timesheetId
    ? await tx.select().from(timesheets).where(eq(timesheets.id, seen.timesheetId)).for('no key update')
    : [];
  const [card] = await tx.select().from(timecards).where(where).for('update');
  if (!card) throw notFound('timecard');
  return { card, sheet: sheet ?? null };
}

const FUTURE_SLACK_MS = 5 * 60_000;

/** Clock in: one open timecard per worker at a time. */
export async function clockIn(db: DbOrTx, session: Session, scope: Scope, b: z.infer<typeof clockInBody>) {
  return db.transaction(async (tx) => {
    await assertWorker(tx, scope, b.user_id);
    await assertLocation(tx, scope, b.location_id);
    const [open] = await tx
      .select({ id: timecards.id })
      .from(timecards)
      .where(and(eq(timecards.tenantId, scope.tenantId), eq(timecards.candidateId, b.user_id), isNull(timecards.clockOut)))
      .limit(1);
    if (open) throw conflict('timesheets.alreadyClockedIn');
    const at = b.clock_in ? new Date(b.clock_in) : new Date();
    if (at.getTime() > Date.now() + FUTURE_SLACK_MS) throw badRequest('timesheets.clockInFuture');
    if (b.shift_id) {
      const [shift] = await tx
        .select({ id: shifts.id })
        .from(shifts)
        .where(and(eq(shifts.tenantId, scope.tenantId), eq(shifts.id, b.shift_id), eq(shifts.locationId, b.location_id)))
        .limit(1);
      if (!shift) throw notFound('shift');
    }
    // A closed card covering this moment would count the same hours twice.
    const [overlap] = await tx
      .select({ id: timecards.id })
      .from(timecards)
      .where(
        and(
          eq(timecards.tenantId, scope.tenantId),
          eq(timecards.candidateId, b.user_id),
          lte(timecards.clockIn, at),
          gt(timecards.clockOut, at),
        ),
      )
      .limit(1);
    if (overlap) throw conflict('timesheets.overlap');
    // Without a shift named, the worker's assignment there whose window holds the clock-in (issue 14).
    const shiftId = b.shift_id ?? (await shiftForClockIn(tx, scope.tenantId, b.user_id, b.location_id, at));
    const sheet = await timesheetFor(tx, session, b.user_id, b.location_id, await workweekAt(tx, scope.tenantId, b.location_id, at));
    const fields = { id: randomUUID(), clockIn: at, clockOut: null, breakMinutes: 0 };
    await recordTime(tx, session, sheet, 'clock_in', cardChanges(null, fields));
    const [placement] = sheet.placementId ? await tx.select().from(placements).where(eq(placements.id, sheet.placementId)).limit(1) : [];
    const card = theRow(
      await tx
        .insert(timecards)
        .values({
          ...fields,
          tenantId: scope.tenantId,
          timesheetId: sheet.id,
          candidateId: b.user_id,
          locationId: b.location_id,
          shiftId,
          position: b.position ?? placement?.position ?? 'Worker',
          source: b.source,
          clockInLat: b.latitude ?? null,
          clockInLng: b.longitude ?? null,
        })
        .returning(),
      'timecard',
    );
    await evaluateCards(tx, scope.tenantId, [card.id]);
    return {
      _id: card.id,
      timesheet_id: sheet.id,
      clock_in: card.clockIn.toISOString(),
      clock_out: null,
      position: card.position,
      source: card.source,
      shift_id: card.shiftId,
      latitude: card.clockInLat,
      longitude: card.clockInLng,
    };
  });
}

/** Clock out (PUT timesheet): closes the open card, whatever its timesheet's state, and recomputes the week's hours. */
export async function clockOut(db: DbOrTx, session: Session, scope: Scope, b: z.infer<typeof clockOutBody>) {
  return db.transaction(async (tx) => {
    const { card, sheet } = await lockCard(tx, scope, b.timecard_id);
    if (card.clockOut) throw conflict('timesheets.alreadyClockedOut');
    const at = b.clock_out ? new Date(b.clock_out) : new Date();
    if (at.getTime() > Date.now() + FUTURE_SLACK_MS) throw badRequest('timesheets.clockOutFuture');
    if (at <= card.clockIn) throw badRequest('timesheets.clockOutAfterIn');
    const minutes = b.break_minutes ?? card.breakMinutes;
    if (minutes * 60_000 >= at.getTime() - card.clockIn.getTime()) throw badRequest('timesheets.breakShorter');
    if (sheet) await recordClose(tx, session, sheet, cardChanges(card, { ...card, clockOut: at, breakMinutes: minutes }));
    const place = { clockOutLat: b.latitude ?? null, clockOutLng: b.longitude ?? null };
    await tx
      .update(timecards)
      .set({ clockOut: at, breakMinutes: minutes, ...place })
      .where(eq(timecards.id, card.id));
    if (card.timesheetId) await recomputeAround(tx, scope.tenantId, card.timesheetId, { evenFrozen: [card.timesheetId] });
    // The close clears a missed punch and judges breaks, length and where it ended.
    await evaluateCards(tx, scope.tenantId, [card.id]);
    return {
      _id: card.id,
      timesheet_id: card.timesheetId,
      clock_in: card.clockIn.toISOString(),
      clock_out: at.toISOString(),
      break_minutes: minutes,
      latitude: place.clockOutLat,
      longitude: place.clockOutLng,
    };
  });
}

export async function deleteTimecard(db: DbOrTx, session: Session, scope: Scope, id: string) {
  await db.transaction(async (tx) => {
    const { card, sheet } = await lockCard(tx, scope, id);
    if (sheet) await recordTime(tx, session, sheet, 'timecard_delete', cardChanges(card, null));
    // Its exceptions go with it (timecard_exceptions cascade on the card).
    await tx.delete(timecards).where(eq(timecards.id, id));
    if (card.timesheetId) await recomputeAround(tx, scope.tenantId, card.timesheetId);
  });
}

export async function createTimesheet(db: DbOrTx, session: Session, scope: Scope, b: z.infer<typeof createTimesheetBody>) {
  return db.transaction(async (tx) => {
    await assertWorker(tx, scope, b.user_id);
    await assertLocation(tx, scope, b.location_id);
    const sheet = await timesheetFor(
      tx,
      session,
      b.user_id,
      b.location_id,
      await workweekAt(tx, scope.tenantId, b.location_id, b.week_start ?? new Date()),
    );
    return { _id: sheet.id, user_id: sheet.candidateId, location_id: sheet.locationId, week_start: sheet.weekStart, status: sheet.status };
  });
}

export async function createTimesheetFromPlacement(db: DbOrTx, session: Session, scope: Scope, b: z.infer<typeof placementTimesheetBody>) {
  return db.transaction(async (tx) => {
    const [p] = await tx
      .select()
      .from(placements)
      .where(
        and(eq(placements.tenantId, scope.tenantId), eq(placements.id, b.placement_id), inLocations(sql`${placements.locationId}`, scope)),
      )
      .limit(1);
    if (!p) throw notFound('placement');
    const sheet = await timesheetFor(
      tx,
      session,
      p.candidateId,
      p.locationId,
      await workweekAt(tx, session.tenantId, p.locationId, b.week_start ?? new Date()),
    );
    return {
      _id: sheet.id,
      user_id: sheet.candidateId,
      location_id: sheet.locationId,
      week_start: sheet.weekStart,
      status: sheet.status,
      placement_id: sheet.placementId,
    };
  });
}
