import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, fieldError, notFound } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { loadCompany } from '@/lib/companies/queries';
import type { DbOrTx } from '@/lib/db/client';
import { lockRowsById } from '@/lib/db/locks';
import { locations } from '@/lib/db/schema';
import { getLocation, loadLocation } from './queries';
import { tenantTimeZone } from '@/lib/settings/time-zone';
import { recomputeOpen } from '@/lib/timesheets/recompute-open';
import type { locationInput, locationStatusBody, locationUpdate } from './schema';
import { activeStatus, closedStatusName, defaultStatusName } from './statuses';
import type { LocationRow } from './schema';
import { theRow } from '@/lib/db/rows';

type GeofenceInput = { latitude?: number | null; longitude?: number | null; geofence_radius_m?: number };

/**
 * The geofence columns of an input: latitude and longitude go together (both numbers, or both null to
 * clear the fence); a location without them raises no outside_fence. `before` is the stored fence on an edit.
 */
function geofenceOf(input: GeofenceInput, before?: { latitude: number | null; longitude: number | null }) {
  const lat = input.latitude === undefined ? (before?.latitude ?? null) : input.latitude;
  const lng = input.longitude === undefined ? (before?.longitude ?? null) : input.longitude;
  if ((lat === null) !== (lng === null)) throw fieldError(lat === null ? 'latitude' : 'longitude', 'punches.latLngTogether');
  const out: { latitude?: number | null; longitude?: number | null; geofenceRadiusM?: number } = {};
  if (input.latitude !== undefined || input.longitude !== undefined) Object.assign(out, { latitude: lat, longitude: lng });
  if (input.geofence_radius_m !== undefined) out.geofenceRadiusM = input.geofence_radius_m;
  return out;
}

export async function createLocation(
  db: DbOrTx,
  session: Session,
  companyId: string,
  input: z.infer<typeof locationInput>,
): Promise<LocationRow> {
  const id = await db.transaction(async (tx) => {
    await loadCompany(tx, session.tenantId, companyId);
    const status = await defaultStatusName(tx, session.tenantId);
    const { pay_rules: payRules, timezone, latitude, longitude, geofence_radius_m, ...fields } = input;
    const fence = geofenceOf({ latitude, longitude, geofence_radius_m });
    const zone = timezone ?? (await tenantTimeZone(tx, session.tenantId));
    const row = theRow(
      await tx
        .insert(locations)
        .values({ tenantId: session.tenantId, companyId, ...fields, ...fence, timezone: zone, payRules, status })
        .returning({ id: locations.id }),
    );
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'location.created',
      target: row.id,
      meta: { companyId },
    });
    return row.id;
  });
  return getLocation(db, session.tenantId, id);
}

/** Edits fields, notes and/or the status (which must be an active location status of the tenant). */
export async function updateLocation(
  db: DbOrTx,
  session: Session,
  id: string,
  input: z.infer<typeof locationUpdate>,
): Promise<LocationRow> {
  await db.transaction(async (tx) => {
    const before = await loadLocation(tx, session.tenantId, id);
    const { status_id: statusId, pay_rules: payRules, latitude, longitude, geofence_radius_m, ...fields } = input;
    const fence = geofenceOf({ latitude, longitude, geofence_radius_m }, before);
    const status = statusId ? (await activeStatus(tx, session.tenantId, statusId)).name : undefined;
    await tx
      .update(locations)
      .set({ ...fields, ...fence, payRules, status })
      .where(and(eq(locations.tenantId, session.tenantId), eq(locations.id, id)));
    // The site's overtime law and clock decide its timesheets' totals: its open ones are totalled again.
    const rulesMoved =
      (payRules !== undefined && payRules !== before.payRules) || (fields.timezone !== undefined && fields.timezone !== before.timezone);
    if (rulesMoved) await recomputeOpen(tx, session.tenantId, { locationId: id });
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'location.updated',
      target: id,
      meta: { fields: Object.keys(input) },
    });
  });
  return getLocation(db, session.tenantId, id);
}

/**
 * Archive = the location gets the "Closed" location status (see statuses.ts). Its rows stay: timesheets,
 * shifts and placements keep their history, and setting another status reopens it.
 */
export async function archiveLocation(db: DbOrTx, session: Session, id: string): Promise<LocationRow> {
  await db.transaction(async (tx) => {
    const current = await loadLocation(tx, session.tenantId, id);
    const closed = await closedStatusName(tx, session.tenantId);
    if (current.status.toLowerCase() === closed.toLowerCase()) throw conflict('locations.alreadyClosed');
    await tx
      .update(locations)
      .set({ status: closed })
      .where(and(eq(locations.tenantId, session.tenantId), eq(locations.id, id)));
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'location.archived',
      target: id,
      meta: { from: current.status },
    });
  });
  return getLocation(db, session.tenantId, id);
}

/** One status for many locations, all or nothing: an id that is not one of the tenant's locations is a 404. */
export async function setLocationStatus(db: DbOrTx, session: Session, body: z.infer<typeof locationStatusBody>): Promise<number> {
  const ids = [...new Set(body.location_ids.map((i) => i.toLowerCase()))];
  return db.transaction(async (tx) => {
    const status = await activeStatus(tx, session.tenantId, body.status_id);
    // Locked in id order first: the update alone would lock them in scan order (lib/db/locks.ts).
    const found = await lockRowsById(tx, locations, session.tenantId, ids);
    if (found.length !== ids.length) throw notFound('location');
    await tx
      .update(locations)
      .set({ status: status.name })
      .where(and(eq(locations.tenantId, session.tenantId), inArray(locations.id, ids)));
    await audit(tx, { tenantId: session.tenantId, userId: session.userId, action: 'location.status', meta: { ids, status: status.name } });
    return ids.length;
  });
}
