// No 'server-only' marker: the demo seed (scripts/migrate.ts, plain Node) bills and issues its story's invoices here.
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { audit } from '@/lib/audit';
import type { DbOrTx, Tx } from '@/lib/db/client';
import { invoiceLines, invoices, timesheets } from '@/lib/db/schema';
import { badRequest, notFound } from '@/lib/errors';
import type { TimesheetAmounts } from '@/lib/db/schema';
import { writeTimesheetLogs, type LogEntry } from '@/lib/timesheets/logs';
import { centsOfDecimal, centsOfEngine, invoiceTotals } from './money';
import { RUN_MAX_DAYS, type InvoiceGrouping, type RunInput, type RunResult } from './schema';

/** Who bills: a signed-in admin, or the system (null: the demo data's story, a scheduled run). */
export type BillingActor = { tenantId: string; userId: string | null };

/** Lines are written this many to a statement: 10,000 sheets are ten inserts, each well under the bind limit. */
const LINE_BATCH = 1000;

/** An approved sheet as the run bills it: its frozen figures and where it belongs. */
type Billable = {
  id: string;
  company_id: string;
  grouping: InvoiceGrouping;
  currency: string;
  payment_terms_days: number;
  candidate_id: string;
  location_id: string;
  worker_name: string;
  location_name: string;
  position: string | null;
  week_start: string;
  regular_hours: string;
  overtime_hours: string;
  double_time_hours: string;
  bill_rate: string;
  bill_total: string;
  amounts: TimesheetAmounts | null;
  tax_rate_milli: number;
  rules_version: string | null;
  approved_at: string | null;
  approved_by: string | null;
};

/**
 * The tier cents of a sheet: the engine's stored amounts (whose cents sum to its total by construction,
 * lib/pay-rules/money.ts); a sheet priced before the engine kept tiers is billed whole as regular time.
 */
export function tierCents(sheet: Pick<Billable, 'amounts' | 'bill_total'>) {
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

/**
 * The billable sheets, locked (FOR NO KEY UPDATE of the sheet, ascending id: DESIGN §7's order) in the
 * run's transaction. A concurrent run that locked them first has set invoiced_client by the time this one
 * gets each row, and PostgreSQL re-checks the row's conditions then: such a sheet drops out here. The
 * partial unique index on live invoice lines stands behind it.
 */
async function lockBillable(tx: Tx, tenantId: string, input: RunInput): Promise<Billable[]> {
  const { rows } = await tx.execute<Billable>(sql`
    select t.id, l.company_id, co.invoice_grouping as grouping, co.currency, co.payment_terms_days,
      t.candidate_id, t.location_id, c.first_name || ' ' || c.last_name as worker_name, l.name as location_name,
      p.position, t.week_start::text as week_start, t.regular_hours::text as regular_hours,
      t.overtime_hours::text as overtime_hours, t.double_time_hours::text as double_time_hours,
      t.bill_rate::text as bill_rate, t.bill_total::text as bill_total, t.amounts, l.tax_rate_milli, t.rules_version,
      t.approved_at,
      (select u.username from timesheet_logs g join users u on u.id = g.user_id and u.tenant_id = g.tenant_id
        where g.tenant_id = t.tenant_id and g.timesheet_id = t.id and g.to_status = 'approved'
        order by g.created_at desc limit 1) as approved_by
    from timesheets t
    join candidates c on c.id = t.candidate_id and c.tenant_id = t.tenant_id
    join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
    join companies co on co.id = l.company_id and co.tenant_id = t.tenant_id
    left join placements p on p.id = t.placement_id and p.tenant_id = t.tenant_id
    where t.tenant_id = ${tenantId} and t.status = 'approved' and t.archived_at is null and not t.invoiced_client
      and t.week_start between ${input.from} and ${input.to}
      ${input.company_id ? sql`and l.company_id = ${input.company_id}` : sql``}
      and not exists (select 1 from invoice_lines il where il.timesheet_id = t.id and not il.voided)
    order by t.id
    for no key update of t`);
  return rows;
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

export function checkPeriod(input: Pick<RunInput, 'from' | 'to'>) {
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
      const { rows } = await tx.execute(sql`select 1 from companies where tenant_id = ${tenantId} and id = ${input.company_id}`);
      if (!rows.length) throw notFound('company');
    }
    const sheets = await lockBillable(tx, tenantId, input);
    const runId = randomUUID();
    const groups = new Map<string, Billable[]>();
    for (const s of sheets) groups.set(groupKey(s), [...(groups.get(groupKey(s)) ?? []), s]);
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
