// Loads the bench volume into tenant acme: BENCH_ROWS timesheets (default 1,000,000) with a timecard
// each, spread over 20,000 workers, 50 weeks and acme's locations plus 50 more; and BENCH_SHIFTS shifts
// (default 100,000) at the 50 bench sites with their assignments, from 44 weeks back to 5 weeks ahead
// (about 2,000 a week, this week included). BENCH_SQL runs extra statements after the load (an index
// to try before it becomes a migration). Run after migrate.ts.
import { sql } from 'drizzle-orm';
import { closeDb, db } from '../lib/db/client';
import { theRow } from '../lib/db/rows';

const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const workers = 20_000;
const weeks = Math.ceil(rows / workers);
const BENCH_USERS = 400;
const shiftRows = Number(process.env.BENCH_SHIFTS ?? 100_000);

async function main() {
  const started = Date.now();
  const d = db();
  const { id: tenant } = theRow(
    (await d.execute<{ id: string }>(sql`select id from tenants where slug = 'acme'`)).rows,
    'tenant acme (run the demo seed first)',
  );
  const { n: existing } = theRow(
    (await d.execute<{ n: number }>(sql`select count(*)::int as n from timesheets where tenant_id = ${tenant}`)).rows,
    'count',
  );
  if (existing >= rows) console.log(`bench data present (${existing} timesheets)`);
  else await loadTimesheets(tenant);
  await loadShifts(tenant);
  // Index candidates measured before they become a migration: BENCH_SQL="create index …; create index …".
  for (const statement of (process.env.BENCH_SQL ?? '').split(';').filter((x) => x.trim())) {
    console.log(`BENCH_SQL: ${statement.trim()}`);
    await d.execute(sql.raw(statement));
  }
  await d.execute(sql`analyze`);
  console.log(`bench data ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await closeDb();
}

async function loadTimesheets(tenant: string) {
  const started = Date.now();
  const d = db();
  await d.execute(sql`insert into companies (tenant_id, name, industry) values (${tenant}, 'Bench Logistics', 'Warehousing')`);
  await d.execute(sql`insert into locations (tenant_id, company_id, name, city, state)
    select ${tenant}, (select id from companies where tenant_id = ${tenant} and name = 'Bench Logistics'), 'Bench Site ' || g, 'Columbus', 'OH' from generate_series(1, 50) g`);
  await d.execute(sql`insert into candidates (tenant_id, first_name, last_name, email)
    select ${tenant}, 'Worker' || g, 'Bench' || lpad(g::text, 5, '0'), 'bench' || g || '@mail.test' from generate_series(1, ${workers}) g`);
  // Bulk load without the per-row counts, week totals and version triggers (deferred to commit, they would
  // queue a million events), then rebuild the counts and totals and raise the version once.
  await d.execute(sql`alter table timesheets disable trigger timesheets_counts_ins`);
  await d.execute(sql`alter table timesheets disable trigger timesheets_week_totals_ins`);
  await d.execute(sql`alter table timesheets disable trigger timesheets_version_ins`);
  await d.execute(sql`
    with w as (select id, row_number() over (order by id) as k from candidates where tenant_id = ${tenant} and email like 'bench%'),
         l as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from locations where tenant_id = ${tenant})
    insert into timesheets (tenant_id, candidate_id, location_id, week_start, status, regular_hours, overtime_hours, bill_rate, pay_rate, archived_at, locked, invoiced_client, day_hours)
    select ${tenant}, w.id, l.id, (date_trunc('week', now())::date - 7 * (wk + 1)),
      (array['approved','approved','approved','approved','approved','approved','approved','submitted','submitted','pending','pending','rejected'])[1 + (w.k + wk) % 12],
      (30 + (w.k + wk) % 10)::numeric, ((w.k * 7 + wk) % 9)::numeric, 28.50, 19.00,
      case when (w.k + wk) % 50 = 0 then now() else null end, wk > 40, wk > 8,
      -- The week's hours spread over its first five days, as the engine would store them.
      array_fill(round((30 + (w.k + wk) % 10 + (w.k * 7 + wk) % 9) / 5.0, 2), array[5]) || array[0, 0]::numeric[]
    from generate_series(0, ${weeks - 1}) wk
    join w on w.k <= ${workers} and (wk * ${workers} + w.k) <= ${rows}
    join l on l.k = (w.k + wk) % l.n`);
  await d.execute(sql`alter table timesheets enable trigger timesheets_counts_ins`);
  await d.execute(sql`alter table timesheets enable trigger timesheets_week_totals_ins`);
  await d.execute(sql`alter table timesheets enable trigger timesheets_version_ins`);
  await d.execute(sql`select timesheet_counts_rebuild(${tenant})`);
  await d.execute(sql`select timesheet_week_totals_rebuild(${tenant})`);
  await d.execute(sql`insert into tenant_data_versions (tenant_id, timesheets) values (${tenant}, 1)
    on conflict (tenant_id) do update set timesheets = tenant_data_versions.timesheets + 1`);
  await d.execute(sql`alter table timecards disable trigger timecards_live_version`);
  await d.execute(sql`insert into timecards (tenant_id, timesheet_id, candidate_id, location_id, position, clock_in, clock_out, break_minutes, source)
    select t.tenant_id, t.id, t.candidate_id, t.location_id, 'Warehouse Associate', t.week_start + time '08:00', t.week_start + time '16:30', 30, 'kiosk'
    from timesheets t where t.tenant_id = ${tenant} and not exists (select 1 from timecards tc where tc.timesheet_id = t.id)`);
  await d.execute(sql`alter table timecards enable trigger timecards_live_version`);
  // Users for the mixed load's sign-ins (5 links per email and address per 15 minutes).
  await d.execute(sql`insert into users (tenant_id, email, username, role_id)
    select ${tenant}, 'bench.user' || g || '@acme.test', 'Bench User ' || g, 3 from generate_series(1, ${BENCH_USERS}) g
    on conflict do nothing`);
  const { n } = theRow(
    (await d.execute<{ n: number }>(sql`select count(*)::int as n from timesheets where tenant_id = ${tenant}`)).rows,
    'count',
  );
  console.log(`bench data: ${n} timesheets with timecards loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * Shifts at the bench sites, 2,000 or so a week: 90% published, 5% drafts, 5% cancelled; 1 to 4 places
 * each. A published shift gets its places filled by accepted assignments of bench workers, except that
 * every third one keeps a place open and every 25th has a no-show. The live version is raised once.
 */
async function loadShifts(tenant: string) {
  const started = Date.now();
  const d = db();
  const { n: existing } = theRow(
    (
      await d.execute<{ n: number }>(sql`select count(*)::int as n from shifts s join locations l on l.id = s.location_id
      where s.tenant_id = ${tenant} and l.name like 'Bench Site %'`)
    ).rows,
    'count',
  );
  if (existing >= shiftRows) {
    console.log(`bench shifts present (${existing})`);
    return;
  }
  await d.execute(sql`alter table shifts disable trigger shifts_live_version`);
  await d.execute(sql`alter table shift_assignments disable trigger shift_assignments_live_version`);
  await d.execute(sql`
    with l as (select id, row_number() over (order by id) - 1 as k from locations where tenant_id = ${tenant} and name like 'Bench Site %'),
    w as (select id, row_number() over (order by id) - 1 as k from candidates where tenant_id = ${tenant} and email like 'bench%'),
    made as (
      insert into shifts (tenant_id, location_id, position, starts_at, ends_at, headcount, status)
      select ${tenant}, l.id, 'Bench Picker',
        date_trunc('week', now()) + ((g % 50) - 44) * interval '1 week' + ((g / 2500) % 7) * interval '1 day' + (6 + ((g / 17500) % 3) * 4) * interval '1 hour',
        date_trunc('week', now()) + ((g % 50) - 44) * interval '1 week' + ((g / 2500) % 7) * interval '1 day' + (14 + ((g / 17500) % 3) * 4) * interval '1 hour',
        1 + g % 4, case g % 20 when 0 then 'draft' when 1 then 'cancelled' else 'published' end
      from generate_series(${existing}::int, ${shiftRows - 1}::int) g join l on l.k = (g / 50) % 50
      returning id, headcount, status),
    numbered as (select id, headcount, row_number() over () as g from made where status = 'published')
    insert into shift_assignments (tenant_id, shift_id, candidate_id, status)
    select ${tenant}, x.id, w.id, case when j = 0 and x.g % 25 = 0 then 'no_show' else 'accepted' end
    from numbered x cross join generate_series(0, 3) j
    join w on w.k = (x.g * 4 + j) % 20000
    where j < x.headcount - case when x.g % 3 = 0 then 1 else 0 end`);
  await d.execute(sql`alter table shifts enable trigger shifts_live_version`);
  await d.execute(sql`alter table shift_assignments enable trigger shift_assignments_live_version`);
  await d.execute(sql`insert into tenant_data_versions (tenant_id, live) values (${tenant}, 1)
    on conflict (tenant_id) do update set live = tenant_data_versions.live + 1`);
  const { n, a } = theRow(
    (
      await d.execute<{
        n: number;
        a: number;
      }>(sql`select count(*)::int as n, (select count(*)::int from shift_assignments where tenant_id = ${tenant}) as a
      from shifts where tenant_id = ${tenant}`)
    ).rows,
    'count',
  );
  console.log(`bench data: ${n} shifts with ${a} assignments loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
main();
