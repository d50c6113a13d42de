/** The standard timesheet CSV export (SPEC §7 `export/csv`). */
import type { ExportRow } from './row';
import { neutraliseCell, neutraliseValue, type CellValue } from './formula';
import { roundTo } from './numbers';
import { csvStream } from './stream';

export type ExportColumn = {
  key: string;
  header: string;
  value: (r: ExportRow) => string | number | boolean | null;
};

// Sums of floats drift (0.1 + 0.2); a spreadsheet cell should show the amount a person would write.
// Pay figures are null when the reader may not see them (a Company Contact): an empty cell, not 0.
const hours = (n: number) => roundTo(n, 2);
const money = (n: number | null) => (n === null ? null : roundTo(n, 2));
const rate = (n: number | null) => (n === null ? null : roundTo(n, 4));

/**
 * Keys are the timesheet row's field names, so the custom export can accept them as `fields`.
 * This is the staff's integration format (SPEC §7): fixed English headers, raw status keys and instants in ISO 8601
 * UTC, because payroll and billing tools parse them, and no column here is tied to a site's clock (the week
 * columns are the site's own days, no punch is exported). A client contact's file is the same columns worded for
 * her, her clock named (client.ts).
 */
export const DEFAULT_COLUMNS: readonly ExportColumn[] = [
  { key: 'worker_name', header: 'Worker', value: (r) => r.worker_name },
  { key: 'user_id', header: 'User ID', value: (r) => r.user_id },
  { key: 'company_name', header: 'Company', value: (r) => r.company_name },
  { key: 'location_name', header: 'Location', value: (r) => r.location_name },
  { key: 'position', header: 'Position', value: (r) => r.position },
  { key: 'week_start', header: 'Week Start', value: (r) => r.week_start },
  { key: 'week_end', header: 'Week End', value: (r) => r.week_end },
  { key: 'status', header: 'Status', value: (r) => r.status },
  { key: 'regular_hours', header: 'Regular Hours', value: (r) => hours(r.regular_hours) },
  { key: 'overtime_hours', header: 'Overtime Hours', value: (r) => hours(r.overtime_hours) },
  { key: 'total_hours', header: 'Total Hours', value: (r) => hours(r.total_hours) },
  { key: 'bill_rate', header: 'Bill Rate', value: (r) => rate(r.bill_rate) },
  { key: 'pay_rate', header: 'Pay Rate', value: (r) => rate(r.pay_rate) },
  { key: 'bill_total', header: 'Bill Total', value: (r) => money(r.bill_total) },
  { key: 'pay_total', header: 'Pay Total', value: (r) => money(r.pay_total) },
  { key: 'invoiced_client', header: 'Invoiced Client', value: (r) => r.invoiced_client },
  { key: 'invoiced_vendor', header: 'Invoiced Vendor', value: (r) => r.invoiced_vendor },
  { key: 'locked', header: 'Locked', value: (r) => r.locked },
  { key: 'payroll_exported_at', header: 'Payroll Exported At', value: (r) => r.payroll_exported_at },
  { key: 'comment', header: 'Comment', value: (r) => r.comment },
  { key: 'manager', header: 'Manager', value: (r) => r.manager },
];

async function* records(rows: AsyncIterable<ExportRow>, columns: readonly ExportColumn[]): AsyncGenerator<CellValue[]> {
  yield columns.map((c) => neutraliseCell(c.header));
  for await (const row of rows) yield columns.map((c) => neutraliseValue(c.value(row)));
}

/**
 * Header row, then one line per timesheet in the order `rows` yields them. Rows are pulled only
 * as the returned stream is read, so an export of any size holds a few rows in memory at a time.
 */
export function timesheetsCsv(
  rows: AsyncIterable<ExportRow>,
  columns: readonly ExportColumn[] = DEFAULT_COLUMNS,
): ReadableStream<Uint8Array> {
  if (columns.length === 0) throw new Error('A CSV export needs at least one column');
  return csvStream(records(rows, columns));
}
