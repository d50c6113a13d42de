import 'server-only';
import { and, eq } from 'drizzle-orm';
import { badRequest, conflict, fieldError, forbidden, notFound, say } from '@/lib/errors';
import { audit } from '@/lib/audit';
import { allowsLocation, isLocationBound } from '@/lib/auth/contact-scope';
import { assertPermission } from '@/lib/auth/guard';
import { notify } from '@/lib/notifications/notify';
import { agencyDesk } from '@/lib/notifications/recipients';
import type { DbOrTx } from '@/lib/db/client';
import { locations, orders } from '@/lib/db/schema';
import { todayIn } from '@/lib/placements/dates';
import { getPlacement } from '@/lib/placements/queries';
import type { ClientScope } from '@/lib/placements/scope';
import { insertPlacement } from '@/lib/placements/service';
import type { PlacementDetail } from '@/lib/placements/schema';
import { getOrder } from './queries';
import { isLive } from './rules';
import { CONTACT_EDITABLE, type CreateOrderInput, type FillOrderInput, type UpdateOrderInput } from './schema';
import { lockOrder, recomputeOrderStatus, type LockedOrder } from '@/lib/placements/order-fill-queries';
import type { OrderDetail } from './schema';
import { listedPosition } from '@/lib/work-requests/positions';
import { requestSpan, spanIssue, weekdaysOf, type Repeat, type RequestSpan } from '@/lib/work-requests/fields';
import { theRow } from '@/lib/db/rows';

/** A Company Contact: her orders are her assigned locations' (lib/auth/contact-scope.ts). */
const isClient = isLocationBound;

/**
 * The location of an order, in the tenant (400 otherwise). A contact may order only for the sites
 * assigned to her (403 otherwise), even another site of her own company: it is not hers to staff.
 */
async function orderLocation(tx: DbOrTx, scope: ClientScope, locationId: string) {
  const [loc] = await tx
    .select({ id: locations.id, companyId: locations.companyId, timezone: locations.timezone })
    .from(locations)
    .where(and(eq(locations.tenantId, scope.tenantId), eq(locations.id, locationId)));
  if (!loc) throw fieldError('location_id', 'notFound.location');
  if (!allowsLocation(scope, loc.id)) throw forbidden('orders.onlyYourLocations');
  return loc;
}

/** A client cannot ask for workers in the past; staff may record an order that already started. */
function assertNotPast(scope: ClientScope, startDate: string, timezone: string): void {
  if (isClient(scope) && startDate < todayIn(timezone)) throw fieldError('start_date', 'orders.notPast');
}

/** A new order; a Company Contact needs her 'Create orders' switch (403 otherwise, as the route's guard says first). */
export async function createOrder(db: DbOrTx, scope: ClientScope, b: CreateOrderInput): Promise<OrderDetail> {
  assertPermission(scope, 'createOrders');
  return db.transaction(async (tx) => {
    const loc = await orderLocation(tx, scope, b.location_id);
    if (b.company_id && b.company_id !== loc.companyId)
      throw badRequest(
        'generic.field',
        { field: 'location_id', message: say('orders.locationOfOtherCompany') },
        { location_id: say('orders.notOfCompany') },
      );
    assertNotPast(scope, b.start_date, loc.timezone);
    const position = await listedPosition(tx, scope.tenantId, b);
    const span = requestSpan({ start: b.start_date, end_date: b.end_date, repeat: b.repeat });
    const row = theRow(
      await tx
        .insert(orders)
        .values({
          tenantId: scope.tenantId,
          companyId: loc.companyId,
          locationId: loc.id,
          position,
          headcount: b.headcount,
          startDate: span.start_date,
          endDate: span.end_date,
          workDates: span.work_dates,
          notes: b.notes || null,
          createdBy: scope.userId,
          billRate: !isClient(scope) && b.bill_rate ? b.bill_rate.toFixed(2) : null,
        })
        .returning({ id: orders.id }),
      'order',
    );
    await audit(tx, {
      tenantId: scope.tenantId,
      userId: scope.userId,
      action: 'order.create',
      target: row.id,
      meta: { headcount: b.headcount, ...(span.work_dates ? { dates: span.work_dates.length } : {}) },
    });
    const order = await getOrder(tx, scope, row.id);
    const desk = (await agencyDesk(tx, scope.tenantId, ['company_admin'])).filter((id) => id !== scope.userId);
    await notify(tx, {
      event: 'order_created',
      tenantId: scope.tenantId,
      userIds: desk,
      key: `order:${row.id}`,
      payload: { company: order.company_name, position: order.position, headcount: order.headcount },
      link: '/orders',
    });
    return order;
  });
}

/** The order locked for this transaction; 404 when missing or at a location not assigned to a contact. */
async function lockScoped(tx: DbOrTx, scope: ClientScope, id: string): Promise<LockedOrder> {
  const order = await lockOrder(tx, scope.tenantId, id);
  if (!order || !allowsLocation(scope, order.location_id)) throw notFound('order');
  return order;
}

function assertContactMayEdit(scope: ClientScope, order: LockedOrder, b: UpdateOrderInput): void {
  if (order.created_by !== scope.userId) throw forbidden('orders.onlyChangeOwn');
  const others = Object.keys(b).filter(
    (k) => b[k as keyof UpdateOrderInput] !== undefined && !(CONTACT_EDITABLE as readonly string[]).includes(k),
  );
  if (others.length) throw forbidden('orders.clientFields', { fields: others.join(', ') });
  if (order.status !== 'open' || order.filled > 0) throw conflict('orders.beingFilled');
}

/** The days a repeat picked for this order, in order; null when every day of its range is one. */
async function workDatesOf(tx: DbOrTx, tenantId: string, id: string): Promise<string[] | null> {
  const [row] = await tx
    .select({ workDates: orders.workDates })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
  return row?.workDates?.length ? [...row.workDates].sort() : null;
}

/**
 * The order's range and days after an edit, by the same expansion as when it was made: a repeat sent
 * replaces the order's (null: every day again); dates sent without one re-expand the order's own
 * weekdays over the new range, so a Monday/Wednesday order stays one.
 */
async function nextSpan(tx: DbOrTx, tenantId: string, id: string, order: LockedOrder, b: UpdateOrderInput): Promise<RequestSpan> {
  const stored = await workDatesOf(tx, tenantId, id);
  const own: Repeat | null = stored ? { weekdays: weekdaysOf(stored) } : null;
  const calendar = {
    start: b.start_date ?? order.start_date,
    end_date: b.end_date === undefined ? order.end_date : b.end_date,
    repeat: b.repeat === undefined ? own : b.repeat,
  };
  const issue = spanIssue(calendar);
  if (issue) throw fieldError(issue.path, issue.message);
  return requestSpan(calendar);
}

export async function updateOrder(db: DbOrTx, scope: ClientScope, id: string, b: UpdateOrderInput): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lockScoped(tx, scope, id);
    if (isClient(scope)) assertContactMayEdit(scope, order, b);
    if (order.status === 'cancelled') throw conflict('orders.cancelledNoChange');
    const loc = await orderLocation(tx, scope, b.location_id ?? order.location_id);
    if (b.location_id && b.location_id !== order.location_id && order.filled > 0) throw conflict('orders.cannotMove');
    const span = await nextSpan(tx, scope.tenantId, id, order, b);
    const next = { startDate: span.start_date, endDate: span.end_date, headcount: b.headcount ?? order.headcount };
    if (b.start_date) assertNotPast(scope, b.start_date, loc.timezone);
    if (next.headcount < order.filled) throw conflict('orders.headcountBelowFilled', { count: order.filled });
    await tx
      .update(orders)
      .set({
        companyId: loc.companyId,
        locationId: loc.id,
        position: b.position_id || b.position ? await listedPosition(tx, scope.tenantId, b) : order.position,
        headcount: next.headcount,
        startDate: next.startDate,
        endDate: next.endDate,
        workDates: span.work_dates,
        notes: b.notes === undefined ? order.notes : b.notes || null,
        billRate: b.bill_rate === undefined ? order.bill_rate : (b.bill_rate?.toFixed(2) ?? null),
        updatedAt: new Date(),
      })
      .where(and(eq(orders.tenantId, scope.tenantId), eq(orders.id, id)));
    await recomputeOrderStatus(tx, scope.tenantId, id);
    await audit(tx, {
      tenantId: scope.tenantId,
      userId: scope.userId,
      action: 'order.update',
      target: id,
      meta: { fields: Object.keys(b) },
    });
    return getOrder(tx, scope, id);
  });
}

export async function cancelOrder(db: DbOrTx, scope: ClientScope, id: string): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lockScoped(tx, scope, id);
    if (isClient(scope) && order.created_by !== scope.userId) throw forbidden('orders.onlyCancelOwn');
    if (order.status === 'filled') throw conflict('orders.filledNoCancel');
    if (!isLive(order.status)) throw conflict('orders.alreadyCancelled');
    await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(orders.tenantId, scope.tenantId), eq(orders.id, id)));
    await audit(tx, { tenantId: scope.tenantId, userId: scope.userId, action: 'order.cancel', target: id });
    return getOrder(tx, scope, id);
  });
}

/**
 * Fills one place of an order with a worker: a placement at the order's location, position and dates,
 * through the same create (and checks) as any placement. The worker starts on the order's first day,
 * or today when the order is already running, unless a day is given.
 */
export async function fillOrder(
  db: DbOrTx,
  scope: ClientScope,
  id: string,
  b: FillOrderInput,
): Promise<{ placement: PlacementDetail; order: OrderDetail }> {
  return db.transaction(async (tx) => {
    const order = await lockScoped(tx, scope, id);
    const [loc] = await tx
      .select({ timezone: locations.timezone })
      .from(locations)
      .where(and(eq(locations.tenantId, scope.tenantId), eq(locations.id, order.location_id)));
    const today = todayIn(loc?.timezone ?? 'UTC');
    const from = order.start_date < today ? today : order.start_date;
    // A repeating order's worker starts on its next work day, not on a day the client does not need anyone.
    const nextWorkDay = (await workDatesOf(tx, scope.tenantId, id))?.find((d) => d >= from);
    const start = b.start_date ?? nextWorkDay ?? from;
    if (start < order.start_date || (order.end_date && start > order.end_date)) {
      throw badRequest(
        'generic.field',
        {
          field: 'start_date',
          message: order.end_date
            ? say('orders.withinOrder', { start: order.start_date, end: order.end_date })
            : say('orders.withinOpenOrder', { start: order.start_date }),
        },
        { start_date: say('orders.withinOrderShort') },
      );
    }
    const placementId = await insertPlacement(tx, scope, {
      candidate_id: b.candidate_id,
      company_id: order.company_id,
      location_id: order.location_id,
      order_id: order.id,
      position: order.position,
      start_date: start,
      end_date: order.end_date,
      bill_rate: b.bill_rate,
      pay_rate: b.pay_rate,
    });
    return { placement: await getPlacement(tx, scope, placementId), order: await getOrder(tx, scope, id) };
  });
}
