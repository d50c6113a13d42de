/** A stored number as the row reads it: NULL (no hours on that tier) is 0. */
export const num = (v: unknown) => Number(v ?? 0);
const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The hours and money of one stored timesheet row, as every reader shows them: the list and detail rows
 * (queries.ts) and the export files (export-queries.ts) take them from here, so a file never shows a total
 * or a margin the screen computed differently. The totals are the pay-and-bill engine's stored ones
 * (lib/timesheets/totals.ts), never re-derived; only their sum and difference are taken here.
 */
export function rowFigures(r: Record<string, unknown>) {
  const regular = num(r.regular_hours);
  const overtime = num(r.overtime_hours);
  const doubleTime = num(r.double_time_hours);
  const billTotal = num(r.bill_total);
  const payTotal = num(r.pay_total);
  return {
    regular_hours: regular,
    overtime_hours: overtime,
    double_time_hours: doubleTime,
    total_hours: cents(regular + overtime + doubleTime),
    bill_rate: num(r.bill_rate),
    pay_rate: num(r.pay_rate),
    bill_total: billTotal,
    pay_total: payTotal,
    margin: cents(billTotal - payTotal),
  };
}
