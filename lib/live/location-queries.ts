import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';

/** A digest per location of what its live board shows; two reads differ exactly where something moved. */
export type LocationPrints = ReadonlyMap<string, string>;

/**
 * Which locations a change touched (issue 24 item 5: a contact's board wakes only for her sites). The
 * tenant's `live` version (migration 0018) says *that* something moved, raised at commit by any instance;
 * this says *where*, from the rows themselves, so it holds across instances with no schema of its own:
 * per location, an md5 of every row the live board reads (lib/timesheets/whos-working-queries.ts): cards
 * still open or started in the last three days (today's headcount in any time zone) with their timesheet's
 * state and exceptions, and shifts from yesterday to tomorrow with their assignments. A row added, edited
 * or deleted changes its location's digest. Read once per tenant per version move, however many boards are open.
 */
export async function locationPrints(db: DbOrTx, tenantId: string): Promise<LocationPrints> {
  const rows = await db.execute<{ location_id: string; print: string }>(sql`
    select p.location_id::text as location_id, md5(string_agg(p.part, '|' order by p.part)) as print from (
      select tc.location_id, tc::text || coalesce(ts.status || ts.locked::text || coalesce(ts.archived_at::text, ''), '')
          || coalesce((select string_agg(e::text, ',' order by e.id) from timecard_exceptions e
               where e.tenant_id = tc.tenant_id and e.timecard_id = tc.id), '') as part
        from timecards tc
        left join timesheets ts on ts.id = tc.timesheet_id and ts.tenant_id = tc.tenant_id
        where tc.tenant_id = ${tenantId} and tc.clock_out is null
      union all
      select tc.location_id, tc::text || coalesce(ts.status || ts.locked::text || coalesce(ts.archived_at::text, ''), '')
          || coalesce((select string_agg(e::text, ',' order by e.id) from timecard_exceptions e
               where e.tenant_id = tc.tenant_id and e.timecard_id = tc.id), '') as part
        from timecards tc
        left join timesheets ts on ts.id = tc.timesheet_id and ts.tenant_id = tc.tenant_id
        where tc.tenant_id = ${tenantId} and tc.clock_out is not null and tc.clock_in >= now() - interval '3 days'
      union all
      select s.location_id, s::text || coalesce((select string_agg(sa::text, ',' order by sa.id) from shift_assignments sa
               where sa.tenant_id = s.tenant_id and sa.shift_id = s.id), '') as part
        from shifts s
        where s.tenant_id = ${tenantId} and s.starts_at < now() + interval '1 day' and s.ends_at > now() - interval '1 day'
    ) p
    where p.location_id is not null
    group by p.location_id`);
  return new Map(rows.rows.map((r) => [r.location_id, r.print]));
}

/** The locations whose digest differs between two reads (one only in either read counts too). */
export function changedLocations(before: LocationPrints, after: LocationPrints): string[] {
  const changed = new Set<string>();
  for (const [id, print] of after) if (before.get(id) !== print) changed.add(id);
  for (const id of before.keys()) if (!after.has(id)) changed.add(id);
  return [...changed].sort();
}
