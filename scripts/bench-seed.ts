// Loads the bench volume into tenant acme: BENCH_ROWS timesheets (default 1,000,000) with a timecard
// each, spread over 20,000 workers, 50 weeks and acme's locations plus 50 more. Run after migrate.ts.
import { sql } from 'drizzle-orm';
import { closeDb, db } from '../lib/db/client';

const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const workers = 20_000;
const weeks = Math.ceil(rows / workers);
const BENCH_USERS = 400;

async function main() {
  const started = Date.now();
  const d = db();
  const [{ id: tenant }] = (await d.execute<{ id: string }>(sql`select id from tenants where slug = 'acme'`)).rows;
  const [{ n: existing }] = (await d.execute<{ n: number }>(sql`select count(*)::int as n from timesheets where tenant_id = ${tenant}`))
    .rows;
  if (existing >= rows) {
    console.log(`bench data present (${existing} timesheets)`);
    return closeDb();
  }
  await d.execute(sql`insert into companies (tenant_id, name, industry) values (${tenant}, 'Bench Logistics', 'Warehousing')`);
  await d.execute(sql`insert into locations (tenant_id, company_id, name, city, state)
    select ${tenant}, (select id from companies where tenant_id = ${tenant} and name = 'Bench Logistics'), 'Bench Site ' || g, 'Columbus', 'OH' from generate_series(1, 50) g`);
  await d.execute(sql`insert into candidates (tenant_id, first_name, last_name, email)
    select ${tenant}, 'Worker' || g, 'Bench' || lpad(g::text, 5, '0'), 'bench' || g || '@mail.test' from generate_series(1, ${workers}) g`);
  // Bulk load without the per-row counts and version triggers (deferred to commit, they would queue
  // a million events), then rebuild the counts and raise the version once.
  await d.execute(sql`alter table timesheets disable trigger timesheets_counts_ins`);
  await d.execute(sql`alter table timesheets disable trigger timesheets_version_ins`);
  await d.execute(sql`
    with w as (select id, row_number() over (order by id) as k from candidates where tenant_id = ${tenant} and email like 'bench%'),
         l as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from locations where tenant_id = ${tenant})
    insert into timesheets (tenant_id, candidate_id, location_id, week_start, status, regular_hours, overtime_hours, bill_rate, pay_rate, archived_at, locked, invoiced_client)
    select ${tenant}, w.id, l.id, (date_trunc('week', now())::date - 7 * (wk + 1)),
      (array['approved','approved','approved','approved','approved','approved','approved','submitted','submitted','pending','pending','rejected'])[1 + (w.k + wk) % 12],
      (30 + (w.k + wk) % 10)::numeric, ((w.k * 7 + wk) % 9)::numeric, 28.50, 19.00,
      case when (w.k + wk) % 50 = 0 then now() else null end, wk > 40, wk > 8
    from generate_series(0, ${weeks - 1}) wk
    join w on w.k <= ${workers} and (wk * ${workers} + w.k) <= ${rows}
    join l on l.k = (w.k + wk) % l.n`);
  await d.execute(sql`alter table timesheets enable trigger timesheets_counts_ins`);
  await d.execute(sql`alter table timesheets enable trigger timesheets_version_ins`);
  await d.execute(sql`select timesheet_counts_rebuild(${tenant})`);
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
  await d.execute(sql`analyze`);
  const [{ n }] = (await d.execute<{ n: number }>(sql`select count(*)::int as n from timesheets where tenant_id = ${tenant}`)).rows;
  console.log(`bench data: ${n} timesheets with timecards loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await closeDb();
}
main();
