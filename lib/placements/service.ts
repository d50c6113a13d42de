import 'server-only';
import { and, eq } from 'drizzle-orm';
import { badRequest, conflict, fieldError, notFound, say } from '@/lib/errors';
import { audit } from '@/lib/audit';
import { allowsLocation, inLocations } from '@/lib/auth/contact-scope';
import type { DbOrTx } from '@/lib/db/client';
import { locations, placements } from '@/lib/db/schema';
import { notify } from '@/lib/notifications/notify';
import { agencyDesk } from '@/lib/notifications/recipients';
import { lockOrder, placedNames, recomputeOrderStatus } from './order-fill-queries';
import { repriceOpenTimesheets } from '@/lib/timesheets/reprice';
import { assertNotExcluded, assertOrderTakes, checkReferences } from './checks';
import { assertOnePlacement, assertPlaceable } from './one-placement';
import { todayIn } from './dates';
import { getPlacement } from './queries';
import type { CreatePlacementInput, UpdatePlacementInput } from './schema';
import type { ClientScope } from './scope';
import type { PlacementDetail } from './schema';
import { theRow } from '@/lib/db/rows';

/**
 * Inserts a placement in the caller's transaction after every check (tenant references, the writer's
 * locations, exclusion, a not-placeable status, order, one placement), and recomputes the order it
 * fills. Every path that creates a placement (the placements API, which an application's "Place" calls,
 * and order fill) goes through here, so they all agree.
 */
export async function insertPlacement(tx: DbOrTx, who: ClientScope, b: CreatePlacementInput): Promise<string> {
  // Today only staff place workers (the routes say so); should a contact ever write here, a location
  // not assigned to her is as unknown to her as another tenant's.
  if (!allowsLocation(who, b.location_id)) throw fieldError('location_id', 'notFound.location');
  const company = await checkReferences(tx, who.tenantId, b);
  await assertNotExcluded(tx, who.tenantId, b.candidate_id, company);
  await assertPlaceable(tx, who.tenantId, b.candidate_id);
  if (b.order_id) await assertOrderTakes(tx, who.tenantId, { ...b, order_id: b.order_id });
  await assertOnePlacement(tx, who.tenantId, b);
  const row = theRow(
    await tx
      .insert(placements)
      .values({
        tenantId: who.tenantId,
        candidateId: b.candidate_id,
        companyId: b.company_id,
        locationId: b.location_id,
        jobId: b.job_id ?? null,
        applicationId: b.application_id ?? null,
        orderId: b.order_id ?? null,
        position: b.position,
        startDate: b.start_date,
        endDate: b.end_date ?? null,
        billRate: b.bill_rate.toFixed(2),
        payRate: b.pay_rate.toFixed(2),
        // Stored active even when the dates are past: the lists read it as ended by date, and it still fills its order.
        status: 'active',
      })
      .returning({ id: placements.id }),
    'placement',
  );
  if (b.order_id) await recomputeOrderStatus(tx, who.tenantId, b.order_id);
  await audit(tx, {
    tenantId: who.tenantId,
    userId: who.userId,
    action: 'placement.create',
    target: row.id,
    meta: { candidate_id: b.candidate_id, order_id: b.order_id ?? null },
  });
  await notifyPlaced(tx, who, row.id, b);
  return row.id;
}

/** The desk (but not who placed) hears of a new placement. */
async function notifyPlaced(tx: DbOrTx, who: ClientScope, id: string, b: CreatePlacementInput): Promise<void> {
  const names = await placedNames(tx, who.tenantId, b.candidate_id, b.company_id);
  const desk = (await agencyDesk(tx, who.tenantId)).filter((u) => u !== who.userId);
  await notify(tx, {
    event: 'placement_created',
    tenantId: who.tenantId,
    userIds: desk,
    key: `placement:${id}`,
    payload: { candidate: names.candidate, company: names.company, position: b.position },
    link: '/placements',
  });
}

export async function createPlacement(db: DbOrTx, scope: ClientScope, b: CreatePlacementInput): Promise<PlacementDetail> {
  return db.transaction(async (tx) => getPlacement(tx, scope, await insertPlacement(tx, scope, b)));
}

/** The stored row and its location's time zone, locked for the transaction; 404 outside the scope. */
async function lockPlacement(tx: DbOrTx, scope: ClientScope, id: string) {
  const [row] = await tx
    .select({ p: placements, timezone: locations.timezone })
    .from(placements)
    .innerJoin(locations, and(eq(locations.id, placements.locationId), eq(locations.tenantId, placements.tenantId)))
    .where(and(eq(placements.tenantId, scope.tenantId), eq(placements.id, id), inLocations(placements.locationId, scope)))
    .for('no key update', { of: placements });
  if (!row) throw notFound('placement');
  return { ...row.p, today: todayIn(row.timezone) };
}

/**
 * The placement's order, locked before the placement row is written, when the change moves the order's
 * fill. Placements come before orders in the lock order (lib/db/locks.ts), and a placement update also
 * takes the tenant's list-version row (migration 0005's trigger): locking the order after it could close
 * a cycle with another placement change that holds the order and waits for that row.
 */
const lockOrderOf = (tx: DbOrTx, tenantId: string, row: { orderId: string | null }) =>
  row.orderId ? lockOrder(tx, tenantId, row.orderId) : null;

/** Re-activating a placement takes a slot of its order again: refused when the order has none left. */
function assertOrderHasRoom(order: Awaited<ReturnType<typeof lockOrder>>): void {
  if (order && (order.status === 'cancelled' || order.filled >= order.headcount)) {
    throw conflict(order.status === 'cancelled' ? 'placements.orderCancelled' : 'placements.orderFilled');
  }
}

export async function updatePlacement(db: DbOrTx, scope: ClientScope, id: string, b: UpdatePlacementInput): Promise<PlacementDetail> {
  return db.transaction(async (tx) => {
    const row = await lockPlacement(tx, scope, id);
    const next = {
      position: b.position ?? row.position,
      startDate: b.start_date ?? row.startDate,
      endDate: b.end_date === undefined ? row.endDate : b.end_date,
      billRate: b.bill_rate ?? Number(row.billRate),
      payRate: b.pay_rate ?? Number(row.payRate),
      status: b.status ?? row.status,
    };
    if (next.endDate && next.endDate < next.startDate) throw fieldError('end_date', 'validation.endBeforeStart');
    if (next.billRate < next.payRate) throw fieldError('bill_rate', 'validation.billBelowPay');
    if (next.status === 'ended') {
      // Ending through an edit follows the end action's rule: the last day is today or earlier.
      next.endDate ??= row.today < next.startDate ? next.startDate : row.today;
      if (next.endDate > row.today)
        throw badRequest(
          'generic.field',
          { field: 'end_date', message: say('placements.endedInFuture') },
          { end_date: say('placements.isFuture') },
        );
    } else if (row.status === 'ended' && next.endDate && next.endDate < row.today) {
      throw badRequest(
        'generic.field',
        { field: 'end_date', message: say('placements.reactivatePast') },
        { end_date: say('placements.isPast') },
      );
    }
    const order = next.status !== row.status ? await lockOrderOf(tx, scope.tenantId, row) : null;
    if (next.status === 'active' && row.status !== 'active') assertOrderHasRoom(order);
    // Reactivating or moving the dates of an active placement must not make it a second one of the same.
    if (next.status === 'active' && (row.status !== 'active' || next.startDate !== row.startDate || next.endDate !== row.endDate)) {
      const slot = { candidate_id: row.candidateId, location_id: row.locationId, job_id: row.jobId };
      await assertOnePlacement(tx, scope.tenantId, { ...slot, start_date: next.startDate, end_date: next.endDate }, id);
    }
    await tx
      .update(placements)
      .set({ ...next, billRate: next.billRate.toFixed(2), payRate: next.payRate.toFixed(2) })
      .where(and(eq(placements.tenantId, scope.tenantId), eq(placements.id, id)));
    if (row.orderId && next.status !== row.status) await recomputeOrderStatus(tx, scope.tenantId, row.orderId);
    if (next.billRate !== Number(row.billRate) || next.payRate !== Number(row.payRate))
      await repriceOpenTimesheets(tx, scope.tenantId, id, next);
    await audit(tx, {
      tenantId: scope.tenantId,
      userId: scope.userId,
      action: 'placement.update',
      target: id,
      meta: { fields: Object.keys(b) },
    });
    return getPlacement(tx, scope, id);
  });
}

/**
 * Ends a placement on its last day (today at the location unless given). A day already reached ends it
 * now; a later day is kept as its scheduled end and it stays active until then.
 */
export async function endPlacement(db: DbOrTx, scope: ClientScope, id: string, endDate?: string): Promise<PlacementDetail> {
  return db.transaction(async (tx) => {
    const row = await lockPlacement(tx, scope, id);
    if (row.status === 'ended' || (row.endDate && row.endDate < row.today)) throw conflict('placements.alreadyEnded');
    // A placement that has not started yet ends on its first day: it never took place.
    const last = endDate ?? (row.today < row.startDate ? row.startDate : row.today);
    if (last < row.startDate)
      throw badRequest(
        'generic.field',
        { field: 'end_date', message: say('placements.endBeforeStartOn', { date: row.startDate }) },
        { end_date: say('validation.endBeforeStart') },
      );
    const status = last <= row.today ? 'ended' : 'active';
    if (status === 'ended') await lockOrderOf(tx, scope.tenantId, row);
    await tx
      .update(placements)
      .set({ endDate: last, status })
      .where(and(eq(placements.tenantId, scope.tenantId), eq(placements.id, id)));
    if (row.orderId && status === 'ended') await recomputeOrderStatus(tx, scope.tenantId, row.orderId);
    await audit(tx, { tenantId: scope.tenantId, userId: scope.userId, action: 'placement.end', target: id, meta: { end_date: last } });
    return getPlacement(tx, scope, id);
  });
}
