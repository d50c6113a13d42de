import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { badRequest, say } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import { statusOptions } from '@/lib/db/schema';
import { CLOSED_STATUS, FALLBACK_STATUS } from './types';

/*
 * Location statuses are the tenant's configurable `status_options` of kind 'location' (edited through
 * the statuses API). `locations.status` is a text column, so a location stores the status NAME (unique
 * per tenant and kind); it stays readable by every other reader of that column (the shifts screen's
 * GET /locations) and the demo data's 'active' keeps working. Names are matched case-insensitively.
 */

export type LocationStatus = { id: string; name: string; color: string | null; isDefault: boolean; archived: boolean };

export async function locationStatuses(tx: DbOrTx, tenantId: string): Promise<LocationStatus[]> {
  const rows = await tx
    .select()
    .from(statusOptions)
    .where(and(eq(statusOptions.tenantId, tenantId), eq(statusOptions.kind, 'location')))
    .orderBy(asc(statusOptions.position));
  return rows.map((r) => ({ id: r.id, name: r.name, color: r.color, isDefault: r.isDefault, archived: r.archivedAt !== null }));
}

/** Looks a stored status name up among the tenant's statuses (archived ones included: history stays labelled). */
export function matchStatus(all: LocationStatus[], name: string): LocationStatus | undefined {
  const key = name.toLowerCase();
  return all.find((s) => s.name.toLowerCase() === key);
}

/** The status a location may be moved to: an active (not archived) location status of the tenant, else 400. */
export async function activeStatus(tx: DbOrTx, tenantId: string, id: string): Promise<LocationStatus> {
  const [row] = await tx
    .select()
    .from(statusOptions)
    .where(
      and(
        eq(statusOptions.tenantId, tenantId),
        eq(statusOptions.kind, 'location'),
        eq(statusOptions.id, id),
        isNull(statusOptions.archivedAt),
      ),
    )
    .limit(1);
  if (!row) throw badRequest('locations.activeStatus', undefined, { status_id: say('locations.notActiveStatus') });
  return { id: row.id, name: row.name, color: row.color, isDefault: row.isDefault, archived: false };
}

/** A new location's status: the tenant's default location status, else 'active'. */
export async function defaultStatusName(tx: DbOrTx, tenantId: string): Promise<string> {
  const all = await locationStatuses(tx, tenantId);
  return all.find((s) => s.isDefault && !s.archived)?.name ?? FALLBACK_STATUS;
}

/** What DELETE (archive) sets: the tenant's own "Closed" status when it has one (its spelling), else "Closed". */
export async function closedStatusName(tx: DbOrTx, tenantId: string): Promise<string> {
  return matchStatus(await locationStatuses(tx, tenantId), CLOSED_STATUS)?.name ?? CLOSED_STATUS;
}
