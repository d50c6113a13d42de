import { CsvError, parse } from 'csv-parse/sync';
import { badRequest, say, type ErrorText } from '@/lib/errors';
import { fieldForHeader, IMPORT_FIELDS, MAX_IMPORT_ROWS, type ImportEntity } from './fields';
import type { ColumnMapping } from './schema';

export type CsvRecord = { row: number; values: string[] };
export type CsvTable = { delimiter: ',' | ';'; headers: string[]; records: CsvRecord[] };

/**
 * Comma or semicolon, whichever the header line uses more (outside quotes). Spreadsheets in locales with
 * a decimal comma (de, fr, it, es, ru) save CSV with semicolons.
 */
function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c === ',') commas++;
    else if (!quoted && c === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** A 400 about the file: "file: problem", and the problem under `errors.file`, in the reader's language. */
export const fileError = (problem: ErrorText) => badRequest('generic.field', { field: 'file', message: problem }, { file: problem });

/**
 * What the CSV parser refused, by its error code and line (its own English text never reaches a reader).
 */
function csvProblem(err: unknown): ErrorText {
  if (!(err instanceof CsvError)) return say('dataImport.invalidCsv');
  const line = typeof err.lines === 'number' ? err.lines : 0;
  const problem =
    err.code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'quoteNotClosed'
      : err.code === 'CSV_INVALID_CLOSING_QUOTE' ||
          err.code === 'INVALID_OPENING_QUOTE' ||
          err.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE'
        ? 'strayQuote'
        : err.code === 'CSV_MAX_RECORD_SIZE'
          ? 'rowTooLong'
          : 'other';
  return say('dataImport.csvProblem', { problem, line });
}

/**
 * The header row and the data rows, values trimmed. Blank lines are skipped but still counted, so the row
 * numbers in errors are the ones the spreadsheet shows (header = row 1).
 */
export function readCsv(text: string): CsvTable {
  const delimiter = detectDelimiter(text);
  let raw: string[][];
  try {
    raw = parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: false, max_record_size: 100_000 });
  } catch (err) {
    const problem = say('dataImport.unreadable', { why: csvProblem(err) });
    throw badRequest('generic.field', { field: 'file', message: problem }, { file: problem });
  }
  const headers = (raw[0] ?? []).map((h) => h.trim());
  if (!headers.some(Boolean)) throw fileError(say('dataImport.noHeader'));
  const records = raw
    .slice(1)
    .map((values, i) => ({ row: i + 2, values: values.map((v) => v.trim()) }))
    .filter((r) => r.values.some((v) => v !== ''));
  if (records.length === 0) throw fileError(say('dataImport.noRows'));
  if (records.length > MAX_IMPORT_ROWS) throw fileError(say('dataImport.tooManyRows', { rows: records.length, max: MAX_IMPORT_ROWS }));
  return { delimiter, headers, records };
}

export type Mapping = { columns: ColumnMapping[]; index: Map<string, number>; missingRequired: string[] };

/** Which column feeds which field; when two headers name one field, the first wins and the other is ignored. */
export function mapColumns(entity: ImportEntity, headers: string[]): Mapping {
  const index = new Map<string, number>();
  const columns = headers.map((header, i) => {
    const field = fieldForHeader(entity, header);
    if (!field || index.has(field.key)) return { header, field: null };
    index.set(field.key, i);
    return { header, field: field.key };
  });
  const missingRequired = IMPORT_FIELDS[entity].filter((f) => f.required && !index.has(f.key)).map((f) => f.key);
  return { columns, index, missingRequired };
}

/** A record as field → value (only the mapped fields; a short record leaves the rest blank). */
export function valuesOf(record: CsvRecord, mapping: Mapping): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, i] of mapping.index) out[key] = record.values[i] ?? '';
  return out;
}
