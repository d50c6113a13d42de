/**
 * Spreadsheet formula neutralisation (DESIGN.md §5 "Exports", OWASP "CSV injection").
 *
 * Excel, LibreOffice and Google Sheets evaluate a cell whose text starts with one of these
 * characters, so a worker named `=HYPERLINK(...)` could run a formula on the reader's machine.
 * A leading single quote makes every one of them show the text as typed instead.
 */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

export function neutraliseCell(value: string): string {
  return value.length > 0 && FORMULA_TRIGGERS.has(value.charAt(0)) ? `'${value}` : value;
}

/** What a column may hand to a CSV writer. */
export type CellValue = string | number | boolean | null;

/**
 * Only text is neutralised: a number is written by us, not typed by a user, and quoting it would
 * turn -2 into the text '-2 that no longer sums. Non-finite numbers become empty cells rather
 * than the words NaN or Infinity.
 */
export function neutraliseValue(value: CellValue): CellValue {
  if (typeof value === 'string') return neutraliseCell(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}
