import { sql } from 'drizzle-orm';
import { evaluateCards } from '@/lib/punches/service';
import type { Db } from '../client';

// Demo site centres: Columbus, Ohio (the demo companies' 614 numbers), one block apart per site.
const BASE = { lat: 39.9612, lng: -82.9988 };
const STEP = 0.004;
/** About 900 m north of a site: outside the default 150 m geofence. */
const AWAY = 0.0081;

/**
 * Punch integrity demo data (issue 14): every location gets a geofence centre (the default radius),
 * and a few recent punches were made away from the site, so the timesheet list, the approval page and
 * the live board show exceptions. Idempotent: a tenant whose locations already have coordinates is left as it is.
 */
export async function seedPunches(db: Db, tenantId: string): Promise<void> {
  const located = await db.execute(sql`select 1 from locations where tenant_id = ${tenantId} and latitude is not null limit 1`);
  if (located.rows.length) return;
  await db.execute(sql`update locations l set latitude = ${BASE.lat}::float8 + ${STEP}::float8 * n.i, longitude = ${BASE.lng}::float8 - ${STEP}::float8 * n.i
    from (select id, row_number() over (order by name, id) - 1 as i from locations where tenant_id = ${tenantId}) n
    where l.id = n.id and l.tenant_id = ${tenantId}`);
  // Every other punch with coordinates: on site.
  await db.execute(sql`update timecards tc set clock_in_lat = l.latitude, clock_in_lng = l.longitude,
      clock_out_lat = case when tc.clock_out is null then null else l.latitude end,
      clock_out_lng = case when tc.clock_out is null then null else l.longitude end
    from locations l where l.id = tc.location_id and tc.tenant_id = ${tenantId} and tc.source = 'mobile'`);
  // Two closed punches on the oldest submitted timesheets of sites no demo contact manages (the newest ones
  // stay plain: the e2e journeys approve them in one click), and one worker on the clock now, punched away from the site.
  const away = await db.execute<{ id: string }>(sql`(select tc.id from timecards tc join timesheets t on t.id = tc.timesheet_id
      where tc.tenant_id = ${tenantId} and t.status = 'submitted' and tc.clock_out is not null
        and not exists (select 1 from contact_locations cl where cl.tenant_id = tc.tenant_id and cl.location_id = tc.location_id)
      order by t.week_start, tc.clock_in, tc.id limit 2)
    union all (select tc.id from timecards tc where tc.tenant_id = ${tenantId} and tc.clock_out is null order by tc.clock_in, tc.id limit 1)`);
  const ids = away.rows.map((r) => r.id);
  if (!ids.length) return;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`update timecards tc set clock_in_lat = l.latitude + ${AWAY}::float8, clock_in_lng = l.longitude
    from locations l where l.id = tc.location_id and tc.tenant_id = ${tenantId} and tc.id in (${list})`);
  await evaluateCards(db, tenantId, ids);
}
