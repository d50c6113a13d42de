// Invoices at volume (issue 25): a run of BENCH_INVOICE_SHEETS approved timesheets (default 10,000; budget
// < 10 s) through the run the API calls, then the invoice list with BENCH_INVOICES invoices (default 100,000;
// budget p95 < 100 ms) read as GET /invoices reads it, by status tab, client and sort. A tenant of its own
// each time (seeded like a demo tenant), so reruns on the same database measure the same work. Prints one JSON line.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { closeDb, db, type Db } from '../lib/db/client';
import { theRow } from '../lib/db/rows';
import { seedTenant } from '../lib/db/seed';
import { fullTenantSpec } from '../lib/db/seed/data';
import { listInvoices } from '../lib/invoices/queries';
import { runInvoices } from '../lib/invoices/run';
import { INVOICE_SORTS, INVOICE_TABS, invoicesQuery } from '../lib/invoices/schema';

const sheets = Number(process.env.BENCH_INVOICE_SHEETS ?? 10_000);
const invoiceRows = Number(process.env.BENCH_INVOICES ?? 100_000);
const LIST_READS = 300;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const slug = `bench-invoicing-${randomUUID().slice(0, 8)}`;
  await db().transaction((tx) => seedTenant(tx as unknown as Db, fullTenantSpec(slug, 'Bench Invoicing'), 7, new Date()));
  const { id: tenant } = theRow((await db().execute<{ id: string }>(sql`select id from tenants where slug = ${slug}`)).rows, 'tenant');
  // Approved sheets of weeks of 2040, far from the demo story: every candidate × site × week, until `sheets`.
  await db().execute(sql`
    insert into timesheets (tenant_id, candidate_id, location_id, week_start, status, regular_hours, overtime_hours,
      bill_rate, pay_rate, bill_total, pay_total, amounts, rules_version, approved_at)
    select ${tenant}, c.id, l.id, date '2040-01-02' + 7 * w, 'approved', 40, 4, 31.5, 22, 1449.00, 1012.00,
      '{"bill":{"regular":1260,"overtime":189,"doubleTime":0,"total":1449},"pay":{"regular":880,"overtime":132,"doubleTime":0,"total":1012}}'::jsonb,
      'bench', now()
    from (select id, row_number() over (order by id) as i from candidates where tenant_id = ${tenant}) c
    cross join (select id from locations where tenant_id = ${tenant}) l
    cross join generate_series(0, 51) w
    limit ${sheets}`);
  const { n: loaded } = theRow(
    (
      await db().execute<{ n: number }>(
        sql`select count(*)::int as n from timesheets where tenant_id = ${tenant} and rules_version = 'bench'`,
      )
    ).rows,
    'count',
  );
  const started = performance.now();
  const run = await runInvoices(db(), { tenantId: tenant, userId: null }, { from: '2040-01-01', to: '2040-12-31' });
  const runMs = performance.now() - started;

  // The list's volume: copies of the run's invoices (their lines stay with the originals), spread over a year.
  const { id: company } = theRow(
    (await db().execute<{ id: string }>(sql`select company_id as id from invoices where tenant_id = ${tenant} limit 1`)).rows,
    'invoice',
  );
  await db().execute(sql`
    insert into invoices (tenant_id, company_id, status, period_from, period_to, currency, payment_terms_days,
      subtotal_cents, tax_cents, total_cents, paid_cents, line_count, run_id, created_at, number, issued_at, due_on)
    select tenant_id, company_id, s.status, period_from, period_to, currency, payment_terms_days, subtotal_cents, tax_cents,
      total_cents, case when s.status = 'paid' then total_cents else 0 end, line_count, run_id,
      now() - (g * interval '5 minutes'),
      case when s.status = 'draft' then null else 'BENCH-' || g end,
      case when s.status = 'draft' then null else now() - (g * interval '5 minutes') end,
      case when s.status = 'draft' then null else current_date + 30 end
    from generate_series(1, ${invoiceRows}) g
    cross join lateral (select * from invoices where tenant_id = ${tenant} and company_id = ${company} limit 1) i
    cross join lateral (select (array['draft','issued','paid','paid','void'])[1 + g % 5] as status) s`);
  // What autovacuum would have done by the time anyone lists them.
  await db().execute(sql`analyze invoices`);
  const companies = (await db().execute<{ id: string }>(sql`select id from companies where tenant_id = ${tenant}`)).rows.map((r) => r.id);
  const times: number[] = [];
  for (let i = 0; i < LIST_READS; i++) {
    const query = invoicesQuery.parse({
      status: INVOICE_TABS[i % INVOICE_TABS.length],
      company_id: i % 3 === 0 ? companies[i % companies.length] : undefined,
      sort: `${i % 2 ? '-' : ''}${INVOICE_SORTS[i % INVOICE_SORTS.length]}`,
      page: 1 + (i % 4),
    });
    const t = performance.now();
    await listInvoices(db(), tenant, query);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      sheets: loaded,
      invoices: run.invoices,
      billed: run.timesheets,
      runMs,
      listRows: invoiceRows,
      listReads: LIST_READS,
      listP50: percentile(times, 50),
      listP95: percentile(times, 95),
      listMax: times.at(-1),
    }),
  );
  await closeDb();
}

main().catch(async (err) => {
  console.error(err);
  await closeDb();
  process.exit(1);
});
