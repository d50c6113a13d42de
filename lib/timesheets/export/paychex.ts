/**
 * Paychex Flex payroll import CSV (SPEC §7 `export/paychex-csv`): one line per timesheet per pay
 * component, in the columns of the agency's saved layout (default: Paychex's import template).
 */
import type { ExportRow } from './row';
import { neutraliseCell, type CellValue } from './formula';
import { decimals, fixed } from './numbers';
import { DEFAULT_PAYCHEX_LAYOUT, formatPaychexDate, type PaychexColumn, type PaychexLayout } from './paychex-columns';
import { csvStream } from './stream';

export { PAYCHEX_COLUMNS, type PaychexLayout } from './paychex-columns';

/** What timesheets totalled before the rules engine (no stored amounts) paid overtime at. */
const LEGACY_OVERTIME_MULTIPLIER = 1.5;

/**
 * The rate of a tier: its stored amount over its hours (the engine applied the multiplier in force), or
 * for a timesheet totalled before the engine, the pay rate × the multiplier it was paid at then.
 */
function tierRate(row: ExportRow, tier: 'overtime' | 'doubleTime', hours: number): number | null {
  if (row.pay_rate === null) return null;
  const amount = row.pay_amounts?.[tier];
  if (amount !== undefined && hours > 0) return amount / hours;
  return row.pay_rate * (tier === 'overtime' ? LEGACY_OVERTIME_MULTIPLIER : 2);
}

type Tier = 'regular' | 'overtime' | 'doubleTime';

type Line = {
  companyId: string;
  row: ExportRow;
  component: string;
  tier: Tier;
  hours: number;
  rate: number | null;
  dateFormat: PaychexLayout['date_format'];
};

/**
 * A line's amount: the tier's stored amount, which the engine rounded to the cent from the worked minutes,
 * so the lines add up to the stored pay total (DESIGN.md §8 "Money"). Hours × rate would not: 20 minutes
 * are 0.33 h, and 0.33 × 20.00 = 6.60 where 6.67 was paid. A timesheet totalled before the engine has no
 * stored amounts and keeps hours × rate.
 */
function amountOf(l: Line): number | null {
  if (l.rate === null) return null;
  return l.row.pay_amounts?.[l.tier] ?? l.hours * l.rate;
}

/*
 * Numbers are written as fixed-point text (Paychex wants 2-decimal hours and amounts; rates take up to
 * 4 decimals, which 1.5 × a 3-decimal rate needs). They are not neutralised: a negative correction
 * must stay "-3.00", a number, and text we format from a number cannot hold a formula.
 * Check Seq Number is left empty: this export never splits a worker's pay over several checks.
 * A row without a pay rate (hidden from the reader) gets empty Rate and Amount, so Paychex falls
 * back to the rate set up for the worker instead of paying an invented rate of 0.
 */
const CELLS: Record<PaychexColumn, (l: Line) => CellValue> = {
  'Company ID': (l) => l.companyId,
  'Worker ID': (l) => neutraliseCell(l.row.user_id),
  'Worker Name': (l) => neutraliseCell(l.row.worker_name),
  'Pay Component': (l) => neutraliseCell(l.component),
  Hours: (l) => fixed(l.hours, 2),
  Rate: (l) => (l.rate === null ? null : decimals(l.rate, 2, 4)),
  Amount: (l) => {
    const amount = amountOf(l);
    return amount === null ? null : fixed(amount, 2);
  },
  'Check Seq Number': () => null,
  Location: (l) => neutraliseCell(l.row.location_name),
  'Week Start': (l) => formatPaychexDate(l.row.week_start, l.dateFormat),
  'Week End': (l) => formatPaychexDate(l.row.week_end, l.dateFormat),
};

async function* records(rows: AsyncIterable<ExportRow>, companyCode: string, layout: PaychexLayout): AsyncGenerator<CellValue[]> {
  yield [...layout.columns];
  const companyId = neutraliseCell(companyCode);
  const line = (row: ExportRow, component: string, tier: Tier, hours: number, rate: number | null) =>
    layout.columns.map((c) => CELLS[c]({ companyId, row, component, tier, hours, rate, dateFormat: layout.date_format }));
  for await (const row of rows) {
    yield line(row, layout.regular_earnings_code, 'regular', row.regular_hours, row.pay_rate);
    // The Rate column carries the overtime rate itself, so Hours × Rate = Amount on every line (to the cent of rounding).
    if (row.overtime_hours > 0)
      yield line(row, layout.overtime_earnings_code, 'overtime', row.overtime_hours, tierRate(row, 'overtime', row.overtime_hours));
    if (row.double_time_hours > 0)
      yield line(
        row,
        layout.double_time_earnings_code,
        'doubleTime',
        row.double_time_hours,
        tierRate(row, 'doubleTime', row.double_time_hours),
      );
  }
}

/** `companyCode` is the tenant's Paychex client ID (the file's Company ID column). */
export function paychexCsv(
  rows: AsyncIterable<ExportRow>,
  companyCode: string,
  layout: PaychexLayout = DEFAULT_PAYCHEX_LAYOUT,
): ReadableStream<Uint8Array> {
  if (layout.columns.length === 0) throw new Error('A Paychex layout needs at least one column');
  return csvStream(records(rows, companyCode, layout));
}
