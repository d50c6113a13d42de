import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { loadCompany } from '@/lib/companies/queries';
import type { DbOrTx } from '@/lib/db/client';
import { locations } from '@/lib/db/schema';
import { locationStatuses, matchStatus, type LocationStatus } from './statuses';
import type { LocationRow } from './schema';

type Raw = Record<string, unknown>;
const textOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The location by id within the tenant, or 404. */
export async function loadLocation(tx: DbOrTx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, id)))
    .limit(1);
  if (!row) throw notFound('location');
  return row;
}

function toRow(r: Raw, statuses: LocationStatus[]): LocationRow {
  const status = String(r.status);
  const match = matchStatus(statuses, status);
  return {
    _id: String(r.id),
    company_id: String(r.company_id),
    company_name: String(r.company_name),
    name: String(r.name),
    address: textOrNull(r.address),
    city: textOrNull(r.city),
    state: textOrNull(r.state),
    timezone: String(r.timezone),
    pay_rules: String(r.pay_rules) as LocationRow['pay_rules'],
    status,
    status_id: match?.id ?? null,
    status_color: match?.color ?? null,
    notes: textOrNull(r.notes),
    latitude: r.latitude === null || r.latitude === undefined ? null : Number(r.latitude),
    longitude: r.longitude === null || r.longitude === undefined ? null : Number(r.longitude),
    geofence_radius_m: Number(r.geofence_radius_m ?? 150),
    contacts_count: Number(r.contacts_count ?? 0),
    created_at: new Date(r.created_at as string).toISOString(),
  };
}

async function selectLocations(db: DbOrTx, tenantId: string, where: SQL): Promise<LocationRow[]> {
  const [rows, statuses] = await Promise.all([
    db.execute<Raw>(sql`select l.*, co.name as company_name,
        (select count(*)::int from contact_locations cl join contacts ct on ct.id = cl.contact_id and ct.tenant_id = cl.tenant_id
          where cl.tenant_id = l.tenant_id and cl.location_id = l.id and ct.archived_at is null) as contacts_count
      from locations l join companies co on co.id = l.company_id and co.tenant_id = l.tenant_id
      where l.tenant_id = ${tenantId} and ${where} order by l.name, l.id`),
    locationStatuses(db, tenantId),
  ]);
  return rows.rows.map((r) => toRow(r, statuses));
}

/** Every location of a client company A→Z, with its status resolved against the configurable ones. */
export async function listCompanyLocations(db: DbOrTx, tenantId: string, companyId: string): Promise<LocationRow[]> {
  await loadCompany(db, tenantId, companyId);
  return selectLocations(db, tenantId, sql`l.company_id = ${companyId}`);
}

export async function getLocation(db: DbOrTx, tenantId: string, id: string): Promise<LocationRow> {
  const [row] = await selectLocations(db, tenantId, sql`l.id = ${id}`);
  if (!row) throw notFound('location');
  return row;
}
