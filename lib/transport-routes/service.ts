import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { badRequest, conflict, notFound, say } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { write } from '@/lib/catalog/write';
import type { DbOrTx } from '@/lib/db/client';
import { locations, routeStops, transportRoutes } from '@/lib/db/schema';
import { getRoute } from './queries';
import type { RouteValues } from './schema';
import type { RouteDetail } from './schema';
import { theRow } from '@/lib/db/rows';

const taken = (name: string) => conflict('transportRoutes.nameTaken', { name });

/** Two routes with one name could not be told apart in the list or by drivers (case-insensitive). */
async function assertNameFree(tx: DbOrTx, tenantId: string, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: transportRoutes.id })
    .from(transportRoutes)
    .where(
      and(
        eq(transportRoutes.tenantId, tenantId),
        sql`lower(${transportRoutes.name}) = lower(${name})`,
        exceptId ? ne(transportRoutes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw taken(name);
}

/**
 * The stops as rows, in the order given. Location ids must be the tenant's own (another tenant's id is
 * refused like an unknown one, naming the stop); a location stop without a label takes the location's name.
 */
async function stopRows(tx: DbOrTx, tenantId: string, routeId: string, stops: RouteValues['stops']) {
  const ids = [...new Set(stops.flatMap((s) => (s.location_id ? [s.location_id.toLowerCase()] : [])))];
  const found = ids.length
    ? await tx
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(and(eq(locations.tenantId, tenantId), inArray(locations.id, ids)))
    : [];
  const names = new Map(found.map((l) => [l.id, l.name]));
  return stops.map((s, position) => {
    const locationId = s.location_id?.toLowerCase() ?? null;
    if (locationId && !names.has(locationId)) {
      throw badRequest(
        'generic.field',
        { field: `stops.${position}.location_id`, message: say('transportRoutes.notYourLocation') },
        { [`stops.${position}.location_id`]: say('transportRoutes.unknownLocation') },
      );
    }
    return { tenantId, routeId, locationId, label: s.label ?? names.get(locationId ?? '') ?? '', position, arrivesAt: s.arrives_at };
  });
}

const fieldsOf = (input: RouteValues) => ({
  name: input.name,
  driver: input.driver,
  vehicle: input.vehicle,
  notes: input.notes,
  active: input.active,
});

/** The unique index still decides when two saves race past the name check. */
const uniqueName = <T>(name: string, fn: (tx: DbOrTx) => Promise<T>) => write(fn, taken(name).text);

export function createRoute(session: Session, input: RouteValues): Promise<RouteDetail> {
  return uniqueName(input.name, async (tx) => {
    await assertNameFree(tx, session.tenantId, input.name);
    const row = theRow(
      await tx
        .insert(transportRoutes)
        .values({ tenantId: session.tenantId, ...fieldsOf(input) })
        .returning({ id: transportRoutes.id }),
    );
    await tx.insert(routeStops).values(await stopRows(tx, session.tenantId, row.id, input.stops));
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'route.created',
      target: row.id,
      meta: { name: input.name, stops: input.stops.length },
    });
    return getRoute(tx, session.tenantId, row.id);
  });
}

/** Replaces the route and all its stops in one transaction: a failed save leaves the old stops in place. */
export function updateRoute(session: Session, id: string, input: RouteValues): Promise<RouteDetail> {
  return uniqueName(input.name, async (tx) => {
    // Locks the row, so two editors saving at once apply one after the other instead of mixing stops.
    const [current] = await tx
      .select({ id: transportRoutes.id })
      .from(transportRoutes)
      .where(and(eq(transportRoutes.tenantId, session.tenantId), eq(transportRoutes.id, id)))
      .for('update');
    if (!current) throw notFound('route');
    await assertNameFree(tx, session.tenantId, input.name, id);
    const stops = await stopRows(tx, session.tenantId, id, input.stops);
    await tx
      .update(transportRoutes)
      .set({ ...fieldsOf(input), updatedAt: new Date() })
      .where(and(eq(transportRoutes.tenantId, session.tenantId), eq(transportRoutes.id, id)));
    await tx.delete(routeStops).where(and(eq(routeStops.tenantId, session.tenantId), eq(routeStops.routeId, id)));
    await tx.insert(routeStops).values(stops);
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'route.updated',
      target: id,
      meta: { stops: stops.length },
    });
    return getRoute(tx, session.tenantId, id);
  });
}

export async function setRouteActive(db: DbOrTx, session: Session, id: string, active: boolean): Promise<RouteDetail> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(transportRoutes)
      .set({ active, updatedAt: new Date() })
      .where(and(eq(transportRoutes.tenantId, session.tenantId), eq(transportRoutes.id, id)))
      .returning({ id: transportRoutes.id });
    if (!row) throw notFound('route');
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: active ? 'route.activated' : 'route.deactivated',
      target: id,
    });
    return getRoute(tx, session.tenantId, id);
  });
}

/** Deletes the route; its stops go with it (cascade). */
export async function deleteRoute(db: DbOrTx, session: Session, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(transportRoutes)
      .where(and(eq(transportRoutes.tenantId, session.tenantId), eq(transportRoutes.id, id)))
      .returning({ name: transportRoutes.name });
    if (!row) throw notFound('route');
    await audit(tx, { tenantId: session.tenantId, userId: session.userId, action: 'route.deleted', target: id, meta: { name: row.name } });
  });
}
