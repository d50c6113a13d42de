import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import { fieldOf, type FieldType } from './sources';
import { SQL_SOURCES } from './sql-sources';
import type { CellValue, ReportDefinition } from './types';
import type { ReportRow } from './schema';
import { keysetPages, reportPageRows, type Cursor, type Restrict } from './runner-queries';

type Raw = Record<string, unknown>;

function cast(value: unknown, type: FieldType): CellValue {
  if (value === null || value === undefined) return null;
  if (type === 'number' || type === 'money') return Number(value); // pg sends numeric as text
  if (type === 'boolean') return Boolean(value);
  return String(value);
}

/** Raw rows (f0, f1, …) to rows keyed by field, each value in its field's type; types looked up once per run. */
function rowReader(def: ReportDefinition): (raw: Raw) => ReportRow {
  const typed = def.fields.map((key) => [key, fieldOf(def.source, key)?.type ?? 'text'] as const);
  return (raw) => Object.fromEntries(typed.map(([key, type], i) => [key, cast(raw[`f${i}`], type)]));
}

/** One page of rows, newest first by the source's natural date. */
export async function reportPage(
  db: DbOrTx,
  tenantId: string,
  def: ReportDefinition,
  page: { limit: number; offset: number },
): Promise<ReportRow[]> {
  const rows = await reportPageRows(db, tenantId, def, page);
  return rows.map(rowReader(def));
}

/**
 * Every row of a run, read by keyset in pages of `pageSize`, so a CSV of any size holds one page in
 * memory. The cursor is the date column's text and the id, compared in the column's own type.
 */
export async function* iterateReport(
  db: DbOrTx,
  tenantId: string,
  def: ReportDefinition,
  restrict: Restrict = {},
  pageSize = 2000,
): AsyncGenerator<ReportRow> {
  const pageAfter = keysetPages(db, tenantId, def, restrict, pageSize);
  const toRow = rowReader(def);
  let after: Cursor | null = null;
  for (;;) {
    const rows = await pageAfter(after);
    for (const r of rows) yield toRow(r);
    const last = rows.at(-1);
    if (rows.length < pageSize || !last) return;
    after = { k: String(last.__k), id: String(last.__id) };
  }
}

export const headerOf = (def: ReportDefinition, key: string): string =>
  (SQL_SOURCES[def.source].headers as Record<string, string>)[key] ?? key;
