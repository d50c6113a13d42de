import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { ParsedRow } from './rows';
import { say, type ErrorText } from '@/lib/errors';
import type { ImportProblem } from './schema';

/**
 * A list of values as one query parameter: `x in ${inList(values)}`. One JSON parameter instead of one
 * per value keeps a 10,000-row file far below PostgreSQL's parameter limit.
 */
export const inList = (values: readonly string[]): SQL => sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** The `key` column of a query's rows, as a set. */
export async function keysOf(tx: DbOrTx, query: SQL): Promise<Set<string>> {
  const res = await tx.execute<{ key: string }>(query);
  return new Set(res.rows.map((r) => r.key));
}

export const lower = (v: string) => v.toLowerCase();

type WithCompany = { company: string };

/**
 * The client company each row names, by name (case-insensitive). A name the tenant does not have, or has
 * twice, is an error on the row's company cell.
 */
export async function resolveCompanies<T extends WithCompany>(tx: DbOrTx, tenantId: string, rows: ParsedRow<T>[]) {
  const names = [...new Set(rows.map((r) => lower(r.data.company)))];
  const res = names.length
    ? await tx.execute<{ id: string; key: string }>(
        sql`select id, lower(name) as key from companies where tenant_id = ${tenantId} and lower(name) in ${inList(names)}`,
      )
    : { rows: [] };
  const byName = new Map<string, string[]>();
  for (const r of res.rows) byName.set(r.key, [...(byName.get(r.key) ?? []), r.id]);
  const found: (ParsedRow<T> & { companyId: string })[] = [];
  const errors: ImportProblem[] = [];
  for (const r of rows) {
    const ids = byName.get(lower(r.data.company)) ?? [];
    if (ids.length === 1) found.push({ ...r, companyId: ids[0]! });
    else
      errors.push({
        row: r.row,
        field: 'company',
        message: say(ids.length ? 'dataImport.companyTwice' : 'dataImport.noCompany', { name: r.data.company }),
      });
  }
  return { found, errors };
}

/** An error on each row whose key the database already holds. */
export const clashes = <R extends { row: number }>(
  rows: R[],
  taken: Set<string>,
  keyOf: (r: R) => string,
  field: string,
  message: ErrorText,
): ImportProblem[] => rows.filter((r) => taken.has(keyOf(r))).map((r) => ({ row: r.row, field, message }));

const CHUNK = 500;

/** Inserts in statements of 500 rows (all inside the caller's transaction); returns how many were written. */
export async function insertChunks<R>(rows: R[], insert: (chunk: R[]) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
  return rows.length;
}
