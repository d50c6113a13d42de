import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as list from '@/app/api/main/invoices/route';
import * as runs from '@/app/api/main/invoices/runs/route';
import * as one from '@/app/api/main/invoices/[id]/route';
import * as issue from '@/app/api/main/invoices/[id]/issue/route';
import * as voiding from '@/app/api/main/invoices/[id]/void/route';
import * as payments from '@/app/api/main/invoices/[id]/payments/route';
import * as exporting from '@/app/api/main/invoices/[id]/export/[kind]/route';
import * as verifying from '@/app/api/main/invoices/[id]/verify/route';
import * as toggling from '@/app/api/main/client-portal/timesheets/v2/invoice/toggle/route';
import { parse } from 'csv-parse/sync';
import * as clients from '@/app/api/main/invoices/clients/route';
import * as client from '@/app/api/main/invoices/clients/[id]/route';
import { db } from '@/lib/db/client';
import { candidates, companies, invoiceLines, invoices, locations, timecards, timesheetLogs, timesheets } from '@/lib/db/schema';
import { centsOfDecimal } from '@/lib/invoices/money';
import type { ClientBilling, InvoiceDetail, InvoiceRow, InvoiceVerification, RunResult } from '@/lib/invoices/schema';
import { call, json } from './helpers';
import { ownTenant } from './own-tenant';
import { makeTimesheet, signInAs, type ListBody, type SheetRow } from './time-helpers';

// Issue 25 item 2: approved hours become draft invoices; each sheet on exactly one live invoice whatever
// runs at once; lines carry the engine's frozen figures in cents; numbers gapless at issue; void frees.
// A tenant of this file's own: runs bill every approved sheet of a period, and no other file's may move.

let tenantId = '';
let admin = '';
let recruiter = '';
let contact = '';
let sites: (typeof locations.$inferSelect)[] = [];
let workers: string[] = [];
let weekTurn = 0;

/** A Monday of its own for each test (2031 onwards: no seeded sheet is there). */
function nextWeek(): string {
  const d = new Date(Date.UTC(2031, 0, 6 + 7 * 3 * weekTurn++));
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  const tenant = await ownTenant('invoicing', 'Invoicing Staffing');
  tenantId = tenant.id;
  [admin, recruiter, contact] = await Promise.all([
    signInAs('admin@invoicing.test'),
    signInAs('recruiter@invoicing.test'),
    signInAs('contact@invoicing.test'),
  ]);
  sites = await db().select().from(locations).where(eq(locations.tenantId, tenantId)).orderBy(locations.companyId, locations.name);
  workers = (await db().select({ id: candidates.id }).from(candidates).where(eq(candidates.tenantId, tenantId))).map((c) => c.id);
});

const approved = (locationId: string, week: string, worker: number, cards = 5, extra: Partial<Parameters<typeof makeTimesheet>[0]> = {}) =>
  makeTimesheet({ tenantId, locationId, week, candidateId: workers[worker]!, status: 'approved', cards, ...extra });

async function run(from: string, to: string, companyId?: string, token = admin) {
  return call(runs.POST, 'POST', '/api/main/invoices/runs', { token, body: { from, to, company_id: companyId ?? null } });
}

async function invoicesOfRun(runId: string): Promise<InvoiceDetail[]> {
  const res = await call(list.GET, 'GET', `/api/main/invoices?run_id=${runId}&per_page=100`, { token: admin });
  expect(res.status).toBe(200);
  const rows = (await json<ListBody<InvoiceRow>>(res)).data;
  return Promise.all(rows.map((r) => detail(r._id)));
}

async function detail(id: string): Promise<InvoiceDetail> {
  const res = await call(one.GET, 'GET', `/api/main/invoices/${id}`, { token: admin, params: { id } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json<{ data: InvoiceDetail }>(res)).data;
}

const sitesOf = (companyId: string) => sites.filter((s) => s.companyId === companyId);
/** A seeded client with more than one site (the grouping and tax tests need two). */
function clientWithTwoSites(): string {
  const found = sites.find((s) => sitesOf(s.companyId).length >= 2);
  expect(found, 'a seeded client has two sites').toBeDefined();
  return found!.companyId;
}

describe('invoice runs', () => {
  it('bill the approved, not yet invoiced sheets of the period, one draft per client, with the frozen figures', async () => {
    const week = nextWeek();
    const [a, b] = [sites[0]!, sites.find((s) => s.companyId !== sites[0]!.companyId)!];
    const billed = [await approved(a.id, week, 0, 6), await approved(a.id, week, 1), await approved(b.id, week, 2, 3)];
    const skipped = [
      await makeTimesheet({ tenantId, locationId: a.id, week, candidateId: workers[3]!, status: 'submitted', cards: 2 }),
      await approved(a.id, week, 4, 2, { archived: true }),
      await approved(a.id, week, 5, 2, { invoicedClient: true }),
    ];
    const res = await run(week, week);
    expect(res.status).toBe(201);
    const body = await json<{ data: RunResult; message: string }>(res);
    expect(body.data).toMatchObject({ invoices: 2, timesheets: 3 });
    expect(body.message).toBe('2 draft invoices made for 3 timesheets');

    const made = await invoicesOfRun(body.data.run_id);
    expect(made.map((i) => i.company_id).sort()).toEqual([a.companyId, b.companyId].sort());
    expect(made.every((i) => i.status === 'draft' && i.number === null)).toBe(true);
    const lines = made.flatMap((i) => i.lines);
    expect(lines.map((l) => l.timesheet_id).sort()).toEqual(billed.map((s) => s.id).sort());
    for (const line of lines) {
      const sheet = billed.find((s) => s.id === line.timesheet_id)!;
      // The engine's frozen totals, in cents, never recomputed differently.
      expect(line.amount_cents).toBe(centsOfDecimal(sheet.billTotal));
      expect(line.regular_cents + line.overtime_cents + line.double_time_cents).toBe(line.amount_cents);
      expect(line.regular_hours).toBe(Number(sheet.regularHours));
      expect(line.overtime_hours).toBe(Number(sheet.overtimeHours));
      expect(line.bill_rate_cents).toBe(2600);
      expect(line.rules_version).toBe(sheet.rulesVersion);
      expect(line.approved_at).toBe(sheet.approvedAt!.toISOString());
    }
    // Six days of 8 h: 40 regular and 8 overtime hours, overtime billed at its own rate.
    const long = lines.find((l) => l.timesheet_id === billed[0]!.id)!;
    expect([long.regular_hours, long.overtime_hours]).toEqual([40, 8]);
    expect(long.overtime_cents).toBeGreaterThan(8 * 2600);
    for (const invoice of made) {
      expect(invoice.subtotal_cents).toBe(invoice.lines.reduce((s, l) => s + l.amount_cents, 0));
      expect(invoice.total_cents).toBe(invoice.subtotal_cents + invoice.tax_cents);
      expect(invoice.balance_cents).toBe(invoice.total_cents);
    }

    const after = await db()
      .select()
      .from(timesheets)
      .where(
        inArray(
          timesheets.id,
          [...billed, ...skipped].map((s) => s.id),
        ),
      );
    expect(after.filter((s) => billed.some((b) => b.id === s.id)).every((s) => s.invoicedClient)).toBe(true);
    // Each billed sheet's history says it was invoiced, and by whom.
    const logs = await db()
      .select()
      .from(timesheetLogs)
      .where(
        and(
          inArray(
            timesheetLogs.timesheetId,
            billed.map((s) => s.id),
          ),
          eq(timesheetLogs.action, 'invoice'),
        ),
      );
    expect(logs).toHaveLength(3);
    // Nothing left to bill: a second run makes nothing.
    const again = await json<{ data: RunResult; message: string }>(await run(week, week));
    expect(again.data).toMatchObject({ invoices: 0, timesheets: 0 });
    expect(again.message).toBe('No approved timesheets to invoice in this period');
  });

  it("follow each client's grouping: per site and per worker make one invoice per site or worker", async () => {
    const companyId = clientWithTwoSites();
    const [s1, s2] = sitesOf(companyId);
    const counts: Record<string, number> = {};
    for (const grouping of ['client', 'location', 'worker'] as const) {
      const week = nextWeek();
      await db().update(companies).set({ invoiceGrouping: grouping }).where(eq(companies.id, companyId));
      await approved(s1!.id, week, 0, 2);
      await approved(s1!.id, week, 1, 2);
      await approved(s2!.id, week, 0, 2);
      const body = await json<{ data: RunResult }>(await run(week, week, companyId));
      counts[grouping] = body.data.invoices;
      if (grouping !== 'client') {
        const made = await invoicesOfRun(body.data.run_id);
        for (const invoice of made) {
          const key = grouping === 'location' ? invoice.location_id : invoice.candidate_id;
          expect(key).not.toBeNull();
          expect(new Set(invoice.lines.map((l) => (grouping === 'location' ? l.location_id : l.candidate_id)))).toEqual(new Set([key]));
        }
      }
    }
    await db().update(companies).set({ invoiceGrouping: 'client' }).where(eq(companies.id, companyId));
    expect(counts).toEqual({ client: 1, location: 2, worker: 2 });
  });

  it("tax the lines at each site's rate, half up, on the invoice's subtotal per rate", async () => {
    const companyId = clientWithTwoSites();
    const [s1, s2] = sitesOf(companyId);
    await db().update(locations).set({ taxRateMilli: 8875 }).where(eq(locations.id, s1!.id));
    try {
      const week = nextWeek();
      await approved(s1!.id, week, 0, 3);
      await approved(s1!.id, week, 1, 1);
      await approved(s2!.id, week, 2, 2);
      const made = await invoicesOfRun((await json<{ data: RunResult }>(await run(week, week, companyId))).data.run_id);
      expect(made).toHaveLength(1);
      const invoice = made[0]!;
      const taxedBase = invoice.lines.filter((l) => l.location_id === s1!.id).reduce((s, l) => s + l.amount_cents, 0);
      expect(invoice.tax_by_rate).toEqual([
        { milli: 0, base_cents: invoice.subtotal_cents - taxedBase, tax_cents: 0 },
        { milli: 8875, base_cents: taxedBase, tax_cents: Math.floor((taxedBase * 8875 + 50_000) / 100_000) },
      ]);
      expect(invoice.tax_cents).toBe(invoice.tax_by_rate[1]!.tax_cents);
      expect(invoice.tax_cents).toBeGreaterThan(0);
    } finally {
      await db().update(locations).set({ taxRateMilli: 0 }).where(eq(locations.id, s1!.id));
    }
  });

  it('twenty runs at once over the same sheets put each sheet on exactly one invoice', async () => {
    const week = nextWeek();
    const sheets: SheetRow[] = [];
    for (let w = 0; w < 12; w++) sheets.push(await approved(sites[w % sites.length]!.id, week, 10 + w, 1));
    const answers = await Promise.all(Array.from({ length: 20 }, () => run(week, week)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const results = await Promise.all(answers.map((a) => json<{ data: RunResult }>(a)));
    expect(results.reduce((s, r) => s + r.data.timesheets, 0)).toBe(12);
    const lines = await db()
      .select({ sheet: invoiceLines.timesheetId })
      .from(invoiceLines)
      .where(
        and(
          eq(invoiceLines.voided, false),
          inArray(
            invoiceLines.timesheetId,
            sheets.map((s) => s.id),
          ),
        ),
      );
    expect(lines.map((l) => l.sheet).sort()).toEqual(sheets.map((s) => s.id).sort());
  });

  it("refuse a period that ends before it starts or spans over a year, in the reader's language", async () => {
    const backwards = await call(runs.POST, 'POST', '/api/main/invoices/runs', {
      token: admin,
      body: { from: '2031-02-01', to: '2031-01-01' },
      headers: { 'accept-language': 'de' },
    });
    expect(backwards.status).toBe(400);
    expect((await json<{ message: string }>(backwards)).message).not.toBe("The period's first week must not be after its last");
    const long = await run('2030-01-01', '2031-06-01');
    expect(long.status).toBe(400);
    expect((await json<{ message: string }>(long)).message).toBe('A run may cover at most 366 days');
    expect((await run('2031-01-01', '2031-02-01', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('billing set-up', () => {
  it("a client's saved terms, currency, grouping and site tax rates are what the next run bills with", async () => {
    const companyId = clientWithTwoSites();
    const [s1, s2] = sitesOf(companyId);
    const save = (body: unknown, id = companyId) =>
      call(client.PUT, 'PUT', `/api/main/invoices/clients/${id}`, { token: admin, params: { id }, body });
    const setup = {
      payment_terms_days: 14,
      currency: 'EUR',
      invoice_grouping: 'location',
      billing_email: 'ap@client.test',
      sites: [{ location_id: s1!.id, tax_rate_milli: 20_000 }],
    };
    const saved = await save(setup);
    expect(saved.status).toBe(200);
    try {
      const listed = (
        await json<{ data: ClientBilling[] }>(await call(clients.GET, 'GET', '/api/main/invoices/clients', { token: recruiter }))
      ).data;
      const mine = listed.find((c) => c.company_id === companyId)!;
      expect(mine).toMatchObject({
        payment_terms_days: 14,
        currency: 'EUR',
        invoice_grouping: 'location',
        billing_email: 'ap@client.test',
      });
      expect(mine.sites.find((x) => x.location_id === s1!.id)!.tax_rate_milli).toBe(20_000);
      const week = nextWeek();
      await approved(s1!.id, week, 0, 2);
      await approved(s2!.id, week, 1, 2);
      const made = await invoicesOfRun((await json<{ data: RunResult }>(await run(week, week, companyId))).data.run_id);
      expect(made).toHaveLength(2);
      expect(made.every((i) => i.currency === 'EUR' && i.payment_terms_days === 14)).toBe(true);
      const taxed = made.find((i) => i.location_id === s1!.id)!;
      expect(taxed.tax_cents).toBe(Math.floor((taxed.subtotal_cents * 20_000 + 50_000) / 100_000));
      expect(made.find((i) => i.location_id === s2!.id)!.tax_cents).toBe(0);

      // Another client's site, an unknown currency, a negative rate and a recruiter are refused.
      const other = sites.find((x) => x.companyId !== companyId)!;
      expect((await save({ ...setup, sites: [{ location_id: other.id, tax_rate_milli: 0 }] })).status).toBe(404);
      expect((await save({ ...setup, currency: 'XXX' })).status).toBe(400);
      expect((await save({ ...setup, sites: [{ location_id: s1!.id, tax_rate_milli: -1 }] })).status).toBe(400);
      const asRecruiter = await call(client.PUT, 'PUT', `/api/main/invoices/clients/${companyId}`, {
        token: recruiter,
        params: { id: companyId },
        body: setup,
      });
      expect(asRecruiter.status).toBe(403);
    } finally {
      await save({
        payment_terms_days: 30,
        currency: 'USD',
        invoice_grouping: 'client',
        billing_email: null,
        sites: [{ location_id: s1!.id, tax_rate_milli: 0 }],
      });
    }
  });
});

describe('issuing and voiding', () => {
  async function drafts(n: number): Promise<string[]> {
    const week = nextWeek();
    for (let w = 0; w < n; w++) await approved(sites[w % sites.length]!.id, week, 30 + w, 1);
    await db().update(companies).set({ invoiceGrouping: 'worker' }).where(eq(companies.tenantId, tenantId));
    try {
      const made = await invoicesOfRun((await json<{ data: RunResult }>(await run(week, week))).data.run_id);
      expect(made).toHaveLength(n);
      return made.map((i) => i._id);
    } finally {
      await db().update(companies).set({ invoiceGrouping: 'client' }).where(eq(companies.tenantId, tenantId));
    }
  }

  it('issues take consecutive numbers, never the same one, even at once, and a due date from the terms', async () => {
    const ids = await drafts(5);
    const answers = await Promise.all(
      ids.map((id) => call(issue.POST, 'POST', `/api/main/invoices/${id}/issue`, { token: admin, params: { id } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    const issued = await Promise.all(answers.map((a) => json<{ data: InvoiceDetail; message: string }>(a)));
    const numbers = issued.map((i) => Number(i.data.number!.replace('INV-', ''))).sort((x, y) => x - y);
    expect(numbers[4]! - numbers[0]!).toBe(4);
    expect(new Set(numbers).size).toBe(5);
    // Gapless over the tenant: every number from 1 to the highest is on exactly one invoice.
    const all = await db()
      .select({ number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), sql`number is not null`));
    const taken = all.map((r) => Number(r.number!.replace('INV-', ''))).sort((x, y) => x - y);
    expect(taken).toEqual(Array.from({ length: taken.length }, (_, i) => i + 1));
    const first = issued[0]!.data;
    expect(first.status).toBe('issued');
    expect(issued[0]!.message).toBe(`Invoice ${first.number} issued`);
    const issuedDay = Date.parse(first.issued_at!.slice(0, 10));
    const due = (Date.parse(first.due_on!) - issuedDay) / 86_400_000;
    expect(Math.abs(due - 30)).toBeLessThanOrEqual(1); // the tenant's today may be a day off UTC's
    const twice = await call(issue.POST, 'POST', `/api/main/invoices/${ids[0]}/issue`, { token: admin, params: { id: ids[0]! } });
    expect(twice.status).toBe(409);
  });

  it('a void needs a reason, frees its sheets for the next run, and is said once', async () => {
    const [id] = await drafts(1);
    const invoice = await detail(id!);
    const sheetId = invoice.lines[0]!.timesheet_id;
    const noReason = await call(voiding.POST, 'POST', `/api/main/invoices/${id}/void`, {
      token: admin,
      params: { id: id! },
      body: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    const voided = await call(voiding.POST, 'POST', `/api/main/invoices/${id}/void`, {
      token: admin,
      params: { id: id! },
      body: { reason: 'Wrong client' },
    });
    expect(voided.status).toBe(200);
    const [sheet] = await db().select().from(timesheets).where(eq(timesheets.id, sheetId));
    expect(sheet!.invoicedClient).toBe(false);
    const after = await detail(id!);
    expect(after).toMatchObject({ status: 'void', void_reason: 'Wrong client', balance_cents: 0 });
    expect(
      (await call(voiding.POST, 'POST', `/api/main/invoices/${id}/void`, { token: admin, params: { id: id! }, body: { reason: 'again' } }))
        .status,
    ).toBe(409);
    // The freed sheet is billed again by the next run of its week.
    const again = await json<{ data: RunResult }>(await run(sheet!.weekStart, sheet!.weekStart));
    expect(again.data.timesheets).toBe(1);
  });

  it('payments: none on a draft, partial then the rest makes it paid, never more than the balance, even at once', async () => {
    const [id] = await drafts(1);
    const pay = (amount: number, who = admin) =>
      call(payments.POST, 'POST', `/api/main/invoices/${id}/payments`, {
        token: who,
        params: { id: id! },
        body: { amount_cents: amount, paid_on: '2031-06-01', method: 'bank_transfer', reference: 'BT-1' },
      });
    expect((await pay(100)).status).toBe(409);
    await call(issue.POST, 'POST', `/api/main/invoices/${id}/issue`, { token: admin, params: { id: id! } });
    const total = (await detail(id!)).total_cents;
    expect(total).toBeGreaterThan(2);
    expect((await pay(100, recruiter)).status).toBe(403);
    expect((await pay(0)).status).toBe(400);
    const first = await pay(1);
    expect(first.status).toBe(201);
    expect((await json<{ data: InvoiceDetail; message: string }>(first)).data).toMatchObject({
      status: 'partly_paid',
      paid_cents: 1,
      balance_cents: total - 1,
    });
    // Two payments of the whole balance at once: one lands, the other is refused, and nothing is overpaid.
    const both = await Promise.all([pay(total - 1), pay(total - 1)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const paid = await detail(id!);
    expect(paid).toMatchObject({ status: 'paid', paid_cents: total, balance_cents: 0 });
    expect(paid.payments.map((p) => p.amount_cents)).toEqual([1, total - 1]);
    expect(paid.payments.reduce((s, p) => s + p.amount_cents, 0)).toBe(paid.paid_cents);
    expect((await pay(1)).status).toBe(409);
    // Money received is not voided away.
    const voided = await call(voiding.POST, 'POST', `/api/main/invoices/${id}/void`, {
      token: admin,
      params: { id: id! },
      body: { reason: 'x' },
    });
    expect(voided.status).toBe(409);
  });

  it("the list's tab counts (kept by triggers) equal the invoices there are, per client too", async () => {
    const listed = async (query = '') =>
      (
        await json<{ meta: { counts: Record<string, number> } }>(
          await call(list.GET, 'GET', `/api/main/invoices?per_page=1${query}`, { token: admin }),
        )
      ).meta.counts;
    const direct = async (companyId?: string) => {
      const rows = await db()
        .select({ status: invoices.status, n: sql<number>`count(*)::int` })
        .from(invoices)
        .where(and(eq(invoices.tenantId, tenantId), companyId ? eq(invoices.companyId, companyId) : undefined))
        .groupBy(invoices.status);
      const counts: Record<string, number> = { all: 0, draft: 0, issued: 0, partly_paid: 0, paid: 0, void: 0 };
      for (const r of rows) {
        counts[r.status] = r.n;
        counts.all! += r.n;
      }
      return counts;
    };
    // After the runs, issues and voids above, and once more after a delete (a tenant's cleanup).
    expect(await listed()).toEqual(await direct());
    const companyId = clientWithTwoSites();
    expect(await listed(`&company_id=${companyId}`)).toEqual(await direct(companyId));
    expect((await direct()).void).toBeGreaterThan(0);
    const [drafted] = await db()
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.status, 'void')))
      .limit(1);
    await db().delete(invoices).where(eq(invoices.id, drafted!.id));
    expect(await listed()).toEqual(await direct());
  });

  it('recruiters read invoices but run, issue and void nothing; contacts see none yet', async () => {
    expect((await call(list.GET, 'GET', '/api/main/invoices', { token: recruiter })).status).toBe(200);
    expect((await run('2031-01-01', '2031-01-07', undefined, recruiter)).status).toBe(403);
    expect((await call(list.GET, 'GET', '/api/main/invoices', { token: contact })).status).toBe(403);
  });
});

describe('exports', () => {
  it("an invoice's lines, QuickBooks and Xero files parse back to its lines and total, with their documented headers", async () => {
    const week = nextWeek();
    const site = sites[0]!;
    await approved(site.id, week, 40, 6);
    // A worker whose name is a formula: it reaches the file as text.
    const [evil] = await db().select({ id: candidates.id }).from(candidates).where(eq(candidates.id, workers[41]!));
    await db().update(candidates).set({ firstName: '=HYPERLINK("x")' }).where(eq(candidates.id, evil!.id));
    await approved(site.id, week, 41, 2);
    const [invoice] = await invoicesOfRun((await json<{ data: RunResult }>(await run(week, week, site.companyId))).data.run_id);
    const id = invoice!._id;
    const file = async (kind: string) => {
      const res = await call(exporting.GET, 'GET', `/api/main/invoices/${id}/export/${kind}`, { token: recruiter, params: { id, kind } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      return parse(await res.text(), { columns: true }) as Record<string, string>[];
    };
    const cents = (text: string) => Math.round(Number(text) * 100);

    const lines = await file('lines');
    expect(lines).toHaveLength(2);
    expect(lines.reduce((s, l) => s + cents(l['Amount']!), 0)).toBe(invoice!.subtotal_cents);
    for (const l of lines)
      expect(cents(l['Regular amount']!) + cents(l['Overtime amount']!) + cents(l['Double time amount']!)).toBe(cents(l['Amount']!));
    expect(lines.some((l) => l['Worker']!.startsWith(`'=HYPERLINK`))).toBe(true);

    const qbo = await file('quickbooks');
    expect(Object.keys(qbo[0]!)).toEqual([
      'Invoice number',
      'Customer',
      'Invoice date',
      'Due date',
      'Terms',
      'Memo',
      'Item(Product/Service)',
      'Item Description',
      'Item Quantity',
      'Item Rate',
      'Item Amount',
      'Item tax code',
      'Service Date',
    ]);
    expect(qbo.reduce((s, l) => s + cents(l['Item Amount']!), 0)).toBe(invoice!.subtotal_cents);
    // Quantity × rate is the amount, to the cent, on every line.
    for (const l of qbo) expect(Math.round(Number(l['Item Quantity']) * cents(l['Item Rate']!))).toBe(cents(l['Item Amount']!));

    const xero = await file('xero');
    expect(Object.keys(xero[0]!).slice(0, 2)).toEqual(['ContactName', 'EmailAddress']);
    expect(Object.keys(xero[0]!)).toContain('InvoiceNumber');
    expect(Object.keys(xero[0]!)).toContain('AccountCode');
    expect(xero.every((l) => l['ContactName'] === invoice!.company_name && l['Currency'] === invoice!.currency)).toBe(true);
    expect(xero.reduce((s, l) => s + Math.round(Number(l['Quantity']) * cents(l['UnitAmount']!)), 0)).toBe(invoice!.subtotal_cents);

    expect(
      (await call(exporting.GET, 'GET', `/api/main/invoices/${id}/export/pdf`, { token: admin, params: { id, kind: 'pdf' } })).status,
    ).toBe(404);
    expect(
      (await call(exporting.GET, 'GET', `/api/main/invoices/${id}/export/xero`, { token: contact, params: { id, kind: 'xero' } })).status,
    ).toBe(403);
  });
});

describe('verify', () => {
  it('every line matches its punches and rules after the run; a moved punch shows its difference to the cent, changed rules say so', async () => {
    const week = nextWeek();
    const [s1, s2] = sitesOf(clientWithTwoSites());
    const moved = await approved(s1!.id, week, 43, 3);
    await approved(s2!.id, week, 44, 2);
    const [invoice] = await invoicesOfRun((await json<{ data: RunResult }>(await run(week, week, s1!.companyId))).data.run_id);
    const id = invoice!._id;
    const verify = async () => {
      const res = await call(verifying.GET, 'GET', `/api/main/invoices/${id}/verify`, { token: recruiter, params: { id } });
      expect(res.status).toBe(200);
      return (await json<{ data: InvoiceVerification }>(res)).data;
    };
    const first = await verify();
    expect(first.lines.map((l) => l.result)).toEqual(['match', 'match']);
    expect(first).toMatchObject({ matches: 2, difference_cents: 0 });

    // One punch of the first sheet runs an hour longer than was approved and billed.
    const [card] = await db().select().from(timecards).where(eq(timecards.timesheetId, moved.id)).orderBy(timecards.clockIn).limit(1);
    await db()
      .update(timecards)
      .set({ clockOut: new Date(card!.clockOut!.getTime() + 3_600_000) })
      .where(eq(timecards.id, card!.id));
    // The second site's overtime law changes: its line was priced under other rules.
    await db().update(locations).set({ payRules: 'california' }).where(eq(locations.id, s2!.id));
    try {
      const second = await verify();
      const byLine = new Map(second.lines.map((l) => [l.timesheet_id, l]));
      const differs = byLine.get(moved.id)!;
      expect(differs.result).toBe('differs');
      expect(differs.recomputed_hours - differs.billed_hours).toBeCloseTo(1, 5);
      expect(differs.difference_cents).toBe(2600); // an hour of regular time at the fixture's $26.00
      expect([...byLine.values()].find((l) => l.timesheet_id !== moved.id)!.result).toBe('rules_changed');
      expect(second.matches).toBe(0);
      expect(second.difference_cents).toBe(second.lines.reduce((s, l) => s + l.difference_cents, 0));
    } finally {
      await db().update(timecards).set({ clockOut: card!.clockOut }).where(eq(timecards.id, card!.id));
      await db().update(locations).set({ payRules: 'company' }).where(eq(locations.id, s2!.id));
    }
    expect((await verify()).matches).toBe(2);
  });
});

describe("the timesheet's own invoiced flag", () => {
  it('cannot be cleared by hand while the sheet is on a live invoice; the void frees it', async () => {
    const week = nextWeek();
    const sheet = await approved(sites[0]!.id, week, 46, 1);
    const [invoice] = await invoicesOfRun((await json<{ data: RunResult }>(await run(week, week, sites[0]!.companyId))).data.run_id);
    const toggle = () =>
      call(toggling.PUT, 'PUT', '/api/main/client-portal/timesheets/v2/invoice/toggle', {
        token: admin,
        body: { timesheet_ids: [sheet.id], type: 'client' },
      });
    const refused = await toggle();
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toBe(
      'This timesheet is on a draft invoice: void the draft to change its invoiced flag',
    );
    expect((await db().select().from(timesheets).where(eq(timesheets.id, sheet.id)))[0]!.invoicedClient).toBe(true);
    // The vendor flag is not the invoice's: it still toggles.
    const vendor = await call(toggling.PUT, 'PUT', '/api/main/client-portal/timesheets/v2/invoice/toggle', {
      token: admin,
      body: { timesheet_ids: [sheet.id], type: 'vendor' },
    });
    expect(vendor.status).toBe(200);
    const id = invoice!._id;
    expect(
      (await call(voiding.POST, 'POST', `/api/main/invoices/${id}/void`, { token: admin, params: { id }, body: { reason: 'Redo' } }))
        .status,
    ).toBe(200);
    // Freed by the void (which cleared the flag): marking it invoiced by hand works again, and so does clearing it.
    expect((await toggle()).status).toBe(200);
    expect((await toggle()).status).toBe(200);
  });
});
