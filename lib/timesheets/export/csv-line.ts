import type { CellValue } from './formula';

// A field is quoted when it holds a quote, a comma or a line break; its quotes are doubled (RFC 4180).
const NEEDS_QUOTES = /[",\r\n]/;
const QUOTES = /"/g;

/**
 * One cell as RFC 4180 text: what csv-stringify wrote with the exports' options (no BOM, CRLF, booleans
 * spelled out, empty text and null as nothing), byte for byte (tests/unit/csv-line.test.ts holds them
 * together), except that a lone CR or LF is quoted too: csv-stringify quoted only a whole CRLF there, so a
 * comment typed on two lines split its row for every reader. Hand-written because in a 100,000-row export
 * csv-stringify's per-cell option handling was about a fifth of the time.
 */
export function csvCell(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = typeof value === 'number' ? String(value) : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(QUOTES, '""')}"` : text;
}

/** Records as CSV text, each line ended by CRLF. */
export function csvLines(records: readonly CellValue[][]): string {
  let out = '';
  for (const record of records) {
    let first = true;
    for (const cell of record) {
      out += first ? csvCell(cell) : `,${csvCell(cell)}`;
      first = false;
    }
    out += '\r\n';
  }
  return out;
}
