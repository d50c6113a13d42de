/**
 * Paychex Flex payroll import CSV (SPEC §7 `export/paychex-csv`): one line per timesheet per pay
 * component, in the column order of Paychex's import template.
 */
import type { TimesheetRow } from '../types';
import { neutraliseCell, type CellValue } from './formula';
import { decimals, fixed } from './numbers';
import { csvStream } from './stream';

export const PAYCHEX_COLUMNS = ['Company ID', 'Worker ID', 'Worker Name', 'Pay Component', 'Hours', 'Rate', 'Amount', 'Check Seq Number', 'Location'] as const;

export const OVERTIME_MULTIPLIER = 1.5;

/*
 * Numbers are written as fixed-point text (Paychex wants 2-decimal hours and amounts; rates take up to
 * 4 decimals, which 1.5 × a 3-decimal rate needs). They are not neutralised: a negative correction
 * must stay "-3.00", a number, and text we format from a number cannot hold a formula.
 * Check Seq Number is left empty: this export never splits a worker's pay over several checks.
 * A row without a pay rate (hidden from the reader) gets empty Rate and Amount, so Paychex falls
 * back to the rate set up for the worker instead of paying an invented rate of 0.
 */
function line(companyId: string, row: TimesheetRow, component: 'Regular' | 'Overtime', hours: number, rate: number | null): CellValue[] {
  return [
    companyId,
    neutraliseCell(row.user_id),
    neutraliseCell(row.worker_name),
    component,
    fixed(hours, 2),
    rate === null ? null : decimals(rate, 2, 4),
    rate === null ? null : fixed(hours * rate, 2),
    null,
    neutraliseCell(row.location_name),
  ];
}

async function* records(rows: AsyncIterable<TimesheetRow>, companyCode: string): AsyncGenerator<CellValue[]> {
  yield [...PAYCHEX_COLUMNS];
  const companyId = neutraliseCell(companyCode);
  for await (const row of rows) {
    yield line(companyId, row, 'Regular', row.regular_hours, row.pay_rate);
    // The Rate column carries the overtime rate itself, so Hours × Rate = Amount on every line.
    if (row.overtime_hours > 0) {
      const overtimeRate = row.pay_rate === null ? null : row.pay_rate * OVERTIME_MULTIPLIER;
      yield line(companyId, row, 'Overtime', row.overtime_hours, overtimeRate);
    }
  }
}

/** `companyCode` is the tenant's Paychex client ID (the file's Company ID column). */
export function paychexCsv(rows: AsyncIterable<TimesheetRow>, companyCode: string): ReadableStream<Uint8Array> {
  return csvStream(records(rows, companyCode));
}
