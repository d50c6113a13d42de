import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { likePattern, offsetOf } from '@/lib/schema-kit/paging';
import type { DbOrTx } from '@/lib/db/client';
import type { RoutesQuery } from './schema';
import type { RouteDetail, RouteRow, RouteStop } from './schema';
import { iso } from '@/lib/db/iso';
import { theRow } from '@/lib/db/rows';

type Raw = Record<string, unknown>;
const textOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

// Stop count and end points as correlated sub-selects on the (tenant_id, route_id, position) index.
const SUMMARY = sql`
  (select count(*)::int from route_stops s where s.tenant_id = r.tenant_id and s.route_id = r.id) as stop_count,
  (select s.label from route_stops s where s.tenant_id = r.tenant_id and s.route_id = r.id order by s.position asc limit 1) as first_stop,
  (select s.label from route_stops s where s.tenant_id = r.tenant_id and s.route_id = r.id order by s.position desc limit 1) as last_stop`;

function toRow(r: Raw): RouteRow {
  return {
    _id: String(r.id),
    name: String(r.name),
    driver: textOrNull(r.driver),
    vehicle: textOrNull(r.vehicle),
    notes: textOrNull(r.notes),
    active: Boolean(r.active),
    stop_count: Number(r.stop_count ?? 0),
    first_stop: textOrNull(r.first_stop),
    last_stop: textOrNull(r.last_stop),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

function filters(tenantId: string, q: RoutesQuery): SQL {
  const where: SQL[] = [sql`r.tenant_id = ${tenantId}`];
  if (q.active !== 'all') where.push(sql`r.active = ${q.active === 'active'}`);
  if (q.search) {
    const like = likePattern(q.search);
    // A route is found by its own fields or by any stop on it ("which route goes to Dock 3?").
    where.push(sql`(r.name ilike ${like} or r.driver ilike ${like} or r.vehicle ilike ${like}
      or exists (select 1 from route_stops s where s.tenant_id = r.tenant_id and s.route_id = r.id and s.label ilike ${like}))`);
  }
  return sql.join(where, sql` and `);
}

export async function listRoutes(db: DbOrTx, tenantId: string, q: RoutesQuery): Promise<{ data: RouteRow[]; total: number }> {
  const where = filters(tenantId, q);
  const [rows, total] = await Promise.all([
    db.execute<Raw>(
      sql`select r.*, ${SUMMARY} from transport_routes r where ${where} order by r.name, r.id limit ${q.per_page} offset ${offsetOf(q)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from transport_routes r where ${where}`),
  ]);
  return { data: rows.rows.map(toRow), total: Number(theRow(total.rows, 'count').n) };
}

/** The route with its stops in order; another tenant's id is a 404 like a missing one. */
export async function getRoute(db: DbOrTx, tenantId: string, id: string): Promise<RouteDetail> {
  const found = await db.execute<Raw>(sql`select r.*, ${SUMMARY} from transport_routes r where r.tenant_id = ${tenantId} and r.id = ${id}`);
  if (!found.rows[0]) throw notFound('route');
  const stops = await db.execute<Raw>(sql`select s.*, l.name as location_name, co.name as company_name from route_stops s
    left join locations l on l.id = s.location_id and l.tenant_id = s.tenant_id
    left join companies co on co.id = l.company_id and co.tenant_id = s.tenant_id
    where s.tenant_id = ${tenantId} and s.route_id = ${id} order by s.position`);
  return {
    ...toRow(found.rows[0]),
    stops: stops.rows.map((s): RouteStop => ({
      _id: String(s.id),
      location_id: textOrNull(s.location_id),
      location_name: textOrNull(s.location_name),
      company_name: textOrNull(s.company_name),
      label: String(s.label),
      position: Number(s.position),
      arrives_at: textOrNull(s.arrives_at),
    })),
  };
}
