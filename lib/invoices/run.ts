// No 'server-only' marker: the demo seed (scripts/migrate.ts, plain Node) bills and issues its story's invoices here.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { audit } from '@/lib/audit';
import type { DbOrTx } from '@/lib/db/client';
import { companies, invoiceLines, invoices, timesheets } from '@/lib/db/schema';
import { badRequest, notFound } from '@/lib/errors';
import { writeTimesheetLogs, type LogEntry } from '@/lib/timesheets/logs';
import { centsOfDecimal, centsOfEngine, invoiceTotals } from './money';
import { lockBillable, type Billable } from './run-queries';
import { RUN_MAX_DAYS, type RunInput, type RunResult } from './schema';

/** Who bills: a signed-in admin, or the system (null: the demo data's story, a scheduled run). */
export type BillingActor = { tenantId: string; userId: string | null };

/** Lines are written this many to a statement: 10,000 sheets are ten inserts, each well under the bind limit. */
const LINE_BATCH = 1000;

/**
 * The tier cents of a sheet: the engine's stored amounts (whose cents sum to its total by construction,
 * lib/pay-rules/money.ts); a sheet priced before the engine kept tiers is billed whole as regular time.
 */
function tierCents(sheet: Pick<Billable, 'amounts' | 'bill_total'>) {
  const total = centsOfDecimal(sheet.bill_total);
  const bill = sheet.amounts?.bill;
  if (bill) {
    const tiers = {
      regular: centsOfEngine(bill.regular),
      overtime: centsOfEngine(bill.overtime),
      doubleTime: centsOfEngine(bill.doubleTime),
    };
    if (tiers.regular + tiers.overtime + tiers.doubleTime === total) return tiers;
  }
  return { regular: total, overtime: 0, doubleTime: 0 };
}

/** An approved sheet's log entry for its client-invoiced flag turning `to`. */
export const invoicedEntry = (id: string, to: boolean): LogEntry => ({
  id,
  status: 'approved',
  changes: [{ entity: 'timesheet', field: 'invoiced_client', from: !to, to }],
});

/** Which invoice of its company a sheet goes on. */
function groupKey(s: Billable): string {
  if (s.grouping === 'location') return `${s.company_id}:${s.location_id}`;
  if (s.grouping === 'worker') return `${s.company_id}:${s.candidate_id}`;
  return s.company_id;
}

function lineOf(tenantId: string, invoiceId: string, s: Billable): typeof invoiceLines.$inferInsert {
  const tiers = tierCents(s);
  return {
    tenantId,
    invoiceId,
    timesheetId: s.id,
    candidateId: s.candidate_id,
    locationId: s.location_id,
    workerName: s.worker_name,
    locationName: s.location_name,
    position: s.position,
    weekStart: s.week_start,
    regularHours: s.regular_hours,
    overtimeHours: s.overtime_hours,
    doubleTimeHours: s.double_time_hours,
    billRateCents: centsOfDecimal(s.bill_rate),
    regularCents: tiers.regular,
    overtimeCents: tiers.overtime,
    doubleTimeCents: tiers.doubleTime,
    amountCents: tiers.regular + tiers.overtime + tiers.doubleTime,
    taxRateMilli: s.tax_rate_milli,
    rulesVersion: s.rules_version,
    approvedAt: s.approved_at ? new Date(s.approved_at) : null,
    approvedBy: s.approved_by,
  };
}

function checkPeriod(input: Pick<RunInput, 'from' | 'to'>) {
  if (input.from > input.to) throw badRequest('invoices.fromAfterTo');
  if ((Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 > RUN_MAX_DAYS)
    throw badRequest('invoices.periodTooLong', { days: RUN_MAX_DAYS });
}

/**
 * An invoice run (issue 25 item 2): the approved, not yet invoiced sheets of the period (weeks starting
 * from..to) become draft invoices, one per group of the client company's grouping, in one transaction.
 * Each sheet lands on exactly one live invoice whatever runs at the same time (lockBillable), and is
 * marked invoiced to the client. Lines carry the engine's frozen figures; totals are their sums
 * (./money.ts). Audited with what it made.
 */
export async function runInvoices(db: DbOrTx, actor: BillingActor, input: RunInput, ip?: string): Promise<RunResult> {
  checkPeriod(input);
  const { tenantId, userId } = actor;
  return db.transaction(async (tx) => {
    if (input.company_id) {
      const found = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.tenantId, tenantId), eq(companies.id, input.company_id)));
      if (!found.length) throw notFound('company');
    }
    const sheets = await lockBillable(tx, tenantId, input);
    const runId = randomUUID();
    const groups = new Map<string, Billable[]>();
    for (const s of sheets) {
      const members = groups.get(groupKey(s));
      if (members) members.push(s);
      else groups.set(groupKey(s), [s]);
    }
    const lines: (typeof invoiceLines.$inferInsert)[] = [];
    const heads: (typeof invoices.$inferInsert)[] = [];
    let total = 0;
    for (const members of groups.values()) {
      const first = members[0]!;
      const invoiceId = randomUUID();
      const mine = members.map((s) => lineOf(tenantId, invoiceId, s));
      const totals = invoiceTotals(mine.map((l) => ({ amountCents: l.amountCents, taxRateMilli: l.taxRateMilli })));
      total += totals.totalCents;
      lines.push(...mine);
      heads.push({
        id: invoiceId,
        tenantId,
        companyId: first.company_id,
        locationId: first.grouping === 'location' ? first.location_id : null,
        candidateId: first.grouping === 'worker' ? first.candidate_id : null,
        periodFrom: input.from,
        periodTo: input.to,
        currency: first.currency,
        paymentTermsDays: first.payment_terms_days,
        subtotalCents: totals.subtotalCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        lineCount: mine.length,
        runId,
        createdBy: userId,
      });
    }
    if (heads.length) {
      await tx.insert(invoices).values(heads);
      for (let i = 0; i < lines.length; i += LINE_BATCH) await tx.insert(invoiceLines).values(lines.slice(i, i + LINE_BATCH));
      const ids = sheets.map((s) => s.id);
      for (let i = 0; i < ids.length; i += LINE_BATCH) {
        const batch = ids.slice(i, i + LINE_BATCH);
        await tx.update(timesheets).set({ invoicedClient: true }).where(inArray(timesheets.id, batch));
        // Each sheet's history says it was invoiced, by whom (the History tab, the activity report).
        await writeTimesheetLogs(
          tx,
          { tenantId, userId },
          'invoice',
          batch.map((id) => invoicedEntry(id, true)),
        );
      }
    }
    await audit(tx, {
      tenantId,
      userId,
      action: 'invoices.run',
      target: runId,
      meta: { from: input.from, to: input.to, company_id: input.company_id ?? null, invoices: heads.length, timesheets: sheets.length },
      ip,
    });
    return { run_id: runId, invoices: heads.length, timesheets: sheets.length, total_cents: total };
  });
}
