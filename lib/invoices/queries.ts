import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { iso, isoOrNull } from '@/lib/db/iso';
import { notFound } from '@/lib/errors';
import { offsetOf } from '@/lib/schema-kit/paging';
import { invoiceTotals } from './money';
import {
  INVOICE_TABS,
  type INVOICE_SORTS,
  type InvoiceDetail,
  type InvoiceLine,
  type InvoicePayment,
  type InvoiceRow,
  type InvoicesQuery,
  type InvoiceStatus,
  type InvoiceTab,
} from './schema';
import { orderBySort } from '@/lib/schema-kit/list-sort';

type Raw = Record<string, unknown>;

const SORT_COLUMNS: Record<(typeof INVOICE_SORTS)[number], readonly SQL[]> = {
  created_at: [sql`i.created_at`],
  number: [sql`i.number`],
  due_on: [sql`i.due_on`],
  total_cents: [sql`i.total_cents`],
};

const ROW_SELECT = sql`i.*, co.name as company_name, l.name as location_name,
  c.first_name || ' ' || c.last_name as worker_name
  from invoices i
  join companies co on co.id = i.company_id and co.tenant_id = i.tenant_id
  left join locations l on l.id = i.location_id and l.tenant_id = i.tenant_id
  left join candidates c on c.id = i.candidate_id and c.tenant_id = i.tenant_id`;

const day = (v: unknown) => (v === null || v === undefined ? null : String(v).slice(0, 10));

function toRow(r: Raw): InvoiceRow {
  const total = Number(r.total_cents);
  const paid = Number(r.paid_cents);
  return {
    _id: String(r.id),
    number: (r.number as string | null) ?? null,
    status: r.status as InvoiceStatus,
    company_id: String(r.company_id),
    company_name: String(r.company_name),
    location_id: (r.location_id as string | null) ?? null,
    location_name: (r.location_name as string | null) ?? null,
    candidate_id: (r.candidate_id as string | null) ?? null,
    worker_name: (r.worker_name as string | null) ?? null,
    period_from: day(r.period_from)!,
    period_to: day(r.period_to)!,
    currency: String(r.currency),
    subtotal_cents: Number(r.subtotal_cents),
    tax_cents: Number(r.tax_cents),
    total_cents: total,
    paid_cents: paid,
    balance_cents: r.status === 'void' ? 0 : total - paid,
    line_count: Number(r.line_count),
    issued_at: isoOrNull(r.issued_at),
    due_on: day(r.due_on),
    voided_at: isoOrNull(r.voided_at),
    void_reason: (r.void_reason as string | null) ?? null,
    run_id: String(r.run_id),
    created_at: iso(r.created_at),
  };
}

function toLine(r: Raw): InvoiceLine {
  return {
    _id: String(r.id),
    timesheet_id: String(r.timesheet_id),
    candidate_id: String(r.candidate_id),
    worker_name: String(r.worker_name),
    location_id: String(r.location_id),
    location_name: String(r.location_name),
    position: (r.position as string | null) ?? null,
    week_start: day(r.week_start)!,
    regular_hours: Number(r.regular_hours),
    overtime_hours: Number(r.overtime_hours),
    double_time_hours: Number(r.double_time_hours),
    bill_rate_cents: Number(r.bill_rate_cents),
    regular_cents: Number(r.regular_cents),
    overtime_cents: Number(r.overtime_cents),
    double_time_cents: Number(r.double_time_cents),
    amount_cents: Number(r.amount_cents),
    tax_rate_milli: Number(r.tax_rate_milli),
    rules_version: (r.rules_version as string | null) ?? null,
    approved_at: isoOrNull(r.approved_at),
    approved_by: (r.approved_by as string | null) ?? null,
  };
}

/** GET /invoices: the tenant's invoices by status tab, client company or run, sorted and paged; counts per tab. */
export async function listInvoices(
  db: DbOrTx,
  tenantId: string,
  q: InvoicesQuery,
): Promise<{ rows: InvoiceRow[]; total: number; counts: Record<InvoiceTab, number> }> {
  const others = [
    sql`i.tenant_id = ${tenantId}`,
    q.company_id ? sql`i.company_id = ${q.company_id}` : null,
    q.run_id ? sql`i.run_id = ${q.run_id}` : null,
  ].filter((x): x is SQL => x !== null);
  const where = sql.join(q.status === 'all' ? others : [...others, sql`i.status = ${q.status}`], sql` and `);
  const [rows, byStatus] = await Promise.all([
    db.execute<Raw>(sql`select ${ROW_SELECT} where ${where} order by ${orderBySort(q.sort, SORT_COLUMNS, sql`i.id`)}
      limit ${q.per_page} offset ${offsetOf(q)}`),
    // One run's invoices are few: counted directly. Otherwise the counts the triggers keep (migration 0030).
    q.run_id
      ? db.execute<{ status: InvoiceStatus; n: number }>(sql`select i.status, count(*)::int as n from invoices i
          where ${sql.join(others, sql` and `)} group by i.status`)
      : db.execute<{ status: InvoiceStatus; n: number }>(sql`select status, sum(n)::int as n from invoice_status_counts
          where tenant_id = ${tenantId} ${q.company_id ? sql`and company_id = ${q.company_id}` : sql``} group by status`),
  ]);
  const counts = Object.fromEntries(INVOICE_TABS.map((tab) => [tab, 0])) as Record<InvoiceTab, number>;
  for (const r of byStatus.rows) {
    counts[r.status] = Number(r.n);
    counts.all += Number(r.n);
  }
  return { rows: rows.rows.map(toRow), total: counts[q.status], counts };
}

/** GET /invoices/{id}: the invoice with its lines (by week, then worker) and its tax per rate. */
export async function getInvoice(db: DbOrTx, tenantId: string, id: string): Promise<InvoiceDetail> {
  const [head, lines, payments] = await Promise.all([
    db.execute<Raw>(sql`select ${ROW_SELECT} where i.tenant_id = ${tenantId} and i.id = ${id}`),
    db.execute<Raw>(sql`select * from invoice_lines where tenant_id = ${tenantId} and invoice_id = ${id}
      order by week_start, worker_name, id`),
    db.execute<Raw>(sql`select p.*, u.username as recorded_by_name from invoice_payments p
      left join users u on u.id = p.recorded_by and u.tenant_id = p.tenant_id
      where p.tenant_id = ${tenantId} and p.invoice_id = ${id} order by p.paid_on, p.created_at`),
  ]);
  const row = head.rows[0];
  if (!row) throw notFound('invoice');
  const items = lines.rows.map(toLine);
  const totals = invoiceTotals(items.map((l) => ({ amountCents: l.amount_cents, taxRateMilli: l.tax_rate_milli })));
  return {
    ...toRow(row),
    payment_terms_days: Number(row.payment_terms_days),
    lines: items,
    payments: payments.rows.map((p) => ({
      _id: String(p.id),
      amount_cents: Number(p.amount_cents),
      paid_on: day(p.paid_on)!,
      method: p.method as InvoicePayment['method'],
      reference: (p.reference as string | null) ?? null,
      recorded_by_name: (p.recorded_by_name as string | null) ?? null,
      created_at: iso(p.created_at),
    })),
    tax_by_rate: totals.taxByRate.map((t) => ({ milli: t.milli, base_cents: t.baseCents, tax_cents: t.taxCents })),
  };
}
