import 'server-only';
import { csvLines } from '@/lib/timesheets/export/csv-line';
import { contentDisposition } from '@/lib/timesheets/export/filename';
import { neutraliseValue, type CellValue } from '@/lib/timesheets/export/formula';
import type { InvoiceDetail, InvoiceExport, InvoiceLine } from './schema';

type Column = { header: string; value: (line: InvoiceLine, invoice: InvoiceDetail) => CellValue };

/** Integer cents as the decimal text accounting imports read ("1234.50"), never through a float. */
export const decimalOfCents = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const hours = (l: InvoiceLine) => l.regular_hours + l.overtime_hours + l.double_time_hours;
/** What a line bills, in words an accountant reads: the worker, the position and the week, at the site. */
const description = (l: InvoiceLine) =>
  `${l.worker_name}${l.position ? `, ${l.position}` : ''}: week of ${l.week_start} at ${l.location_name}`;
const number = (i: InvoiceDetail) => i.number ?? `DRAFT-${i._id.slice(0, 8)}`;
const issued = (i: InvoiceDetail) => (i.issued_at ?? i.created_at).slice(0, 10);
const due = (i: InvoiceDetail) => i.due_on ?? '';
/**
 * Hours × rate is the line's amount only when every hour was regular and the engine's minutes round to the
 * hundredths of an hour shown (integers: hundredths × rate cents = amount cents × 100). Otherwise the line is
 * one unit at its amount, so an importer that multiplies never bills a different figure than the invoice.
 */
const byTheHour = (l: InvoiceLine) =>
  Math.round(hours(l) * 100) * l.bill_rate_cents === l.amount_cents * 100 && !l.overtime_cents && !l.double_time_cents;
const quantity = (l: InvoiceLine) => (byTheHour(l) ? hours(l) : 1);
const rate = (l: InvoiceLine) => decimalOfCents(byTheHour(l) ? l.bill_rate_cents : l.amount_cents);

/** Every figure of a line, as the invoice page shows it: the lines file an agency or a client reconciles with. */
const LINES: Column[] = [
  { header: 'Invoice', value: (_, i) => number(i) },
  { header: 'Timesheet ID', value: (l) => l.timesheet_id },
  { header: 'Worker', value: (l) => l.worker_name },
  { header: 'Position', value: (l) => l.position },
  { header: 'Location', value: (l) => l.location_name },
  { header: 'Week start', value: (l) => l.week_start },
  { header: 'Regular hours', value: (l) => l.regular_hours },
  { header: 'Overtime hours', value: (l) => l.overtime_hours },
  { header: 'Double time hours', value: (l) => l.double_time_hours },
  { header: 'Bill rate', value: (l) => decimalOfCents(l.bill_rate_cents) },
  { header: 'Regular amount', value: (l) => decimalOfCents(l.regular_cents) },
  { header: 'Overtime amount', value: (l) => decimalOfCents(l.overtime_cents) },
  { header: 'Double time amount', value: (l) => decimalOfCents(l.double_time_cents) },
  { header: 'Amount', value: (l) => decimalOfCents(l.amount_cents) },
  { header: 'Tax rate %', value: (l) => l.tax_rate_milli / 1000 },
  { header: 'Currency', value: (_, i) => i.currency },
  { header: 'Rules version', value: (l) => l.rules_version },
  { header: 'Approved at', value: (l) => l.approved_at },
  { header: 'Approved by', value: (l) => l.approved_by },
];

/** QuickBooks Online's invoice import: the column names its importer maps by itself (ISO dates, decimal amounts). */
const QUICKBOOKS: Column[] = [
  { header: 'Invoice number', value: (_, i) => number(i) },
  { header: 'Customer', value: (_, i) => i.company_name },
  { header: 'Invoice date', value: (_, i) => issued(i) },
  { header: 'Due date', value: (_, i) => due(i) },
  { header: 'Terms', value: (_, i) => (i.payment_terms_days ? `Net ${i.payment_terms_days}` : 'Due on receipt') },
  { header: 'Memo', value: (_, i) => `${i.period_from} to ${i.period_to}` },
  { header: 'Item(Product/Service)', value: () => 'Staffing services' },
  { header: 'Item Description', value: (l) => description(l) },
  { header: 'Item Quantity', value: (l) => quantity(l) },
  { header: 'Item Rate', value: (l) => rate(l) },
  { header: 'Item Amount', value: (l) => decimalOfCents(l.amount_cents) },
  { header: 'Item tax code', value: (l) => (l.tax_rate_milli > 0 ? 'TAX' : 'NON') },
  { header: 'Service Date', value: (l) => l.week_start },
];

/** Xero's sales invoice import template, its columns in its order (tax-exclusive amounts; the account code the agency's sales account). */
const XERO: Column[] = [
  { header: 'ContactName', value: (_, i) => i.company_name },
  { header: 'EmailAddress', value: () => null },
  ...['POAddressLine1', 'POAddressLine2', 'POAddressLine3', 'POAddressLine4', 'POCity', 'PORegion', 'POPostalCode', 'POCountry'].map(
    (header): Column => ({ header, value: () => null }),
  ),
  { header: 'InvoiceNumber', value: (_, i) => number(i) },
  { header: 'Reference', value: (_, i) => `${i.period_from} to ${i.period_to}` },
  { header: 'InvoiceDate', value: (_, i) => issued(i) },
  { header: 'DueDate', value: (_, i) => due(i) },
  { header: 'InventoryItemCode', value: () => null },
  { header: 'Description', value: (l) => description(l) },
  { header: 'Quantity', value: (l) => quantity(l) },
  { header: 'UnitAmount', value: (l) => rate(l) },
  { header: 'Discount', value: () => null },
  { header: 'AccountCode', value: () => '200' },
  { header: 'TaxType', value: (l) => (l.tax_rate_milli > 0 ? `Tax on Sales ${l.tax_rate_milli / 1000}%` : 'Tax Exempt') },
  { header: 'TrackingName1', value: () => 'Location' },
  { header: 'TrackingOption1', value: (l) => l.location_name },
  { header: 'TrackingName2', value: () => null },
  { header: 'TrackingOption2', value: () => null },
  { header: 'Currency', value: (_, i) => i.currency },
  { header: 'BrandingTheme', value: () => null },
];

const LAYOUTS: Record<InvoiceExport, Column[]> = { lines: LINES, quickbooks: QUICKBOOKS, xero: XERO };

/** The invoice as CSV in one layout: a header row, then one row per line; text a person typed never runs as a formula. */
export function invoiceCsv(invoice: InvoiceDetail, kind: InvoiceExport): string {
  const columns = LAYOUTS[kind];
  return csvLines([columns.map((c) => c.header), ...invoice.lines.map((l) => columns.map((c) => neutraliseValue(c.value(l, invoice))))]);
}

export function invoiceCsvResponse(invoice: InvoiceDetail, kind: InvoiceExport): Response {
  const filename = `invoice-${number(invoice).toLowerCase()}-${kind}.csv`;
  return new Response(invoiceCsv(invoice, kind), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(filename),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
