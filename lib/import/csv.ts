import { CsvError, parse } from 'csv-parse/sync';
import { badRequest, say } from '@/lib/errors';
import { fieldForHeader, IMPORT_FIELDS, MAX_IMPORT_ROWS, type ImportEntity } from './fields';
import type { ColumnMapping } from './types';

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
    const why = err instanceof CsvError ? err.message : say('dataImport.invalidCsv');
    throw badRequest('generic.field', { field: 'file', message: say('dataImport.unreadable', { why }) }, { file: 'invalid CSV' });
  }
  const headers = (raw[0] ?? []).map((h) => h.trim());
  if (!headers.some(Boolean)) throw badRequest('generic.field', { field: 'file', message: say('dataImport.noHeader') }, { file: 'empty' });
  const records = raw
    .slice(1)
    .map((values, i) => ({ row: i + 2, values: values.map((v) => v.trim()) }))
    .filter((r) => r.values.some((v) => v !== ''));
  if (records.length === 0) throw badRequest('generic.field', { field: 'file', message: say('dataImport.noRows') }, { file: 'no rows' });
  if (records.length > MAX_IMPORT_ROWS) {
    throw badRequest(
      'generic.field',
      { field: 'file', message: say('dataImport.tooManyRows', { rows: records.length, max: MAX_IMPORT_ROWS }) },
      { file: 'too many rows' },
    );
  }
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
