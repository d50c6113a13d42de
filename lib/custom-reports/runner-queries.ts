import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { inLocations } from '@/lib/auth/contact-scope';
import type { DbOrTx } from '@/lib/db/client';
import { SQL_SOURCES, type SqlSource } from './sql-sources';
import type { ReportDefinition } from './types';

// The statements of a report run (lib/custom-reports/runner.ts): columns come out as positional aliases f0, f1, …,
// which the runner reads back into rows keyed by field.

/** Narrowing a run beyond the report's own filters (export/custom: a contact's locations, selected ids). */
export type Restrict = { locationIds?: string[] | null; ids?: string[] };

type Raw = Record<string, unknown>;
/** Where a keyset page starts: the last row's date column as text, and its id. */
export type Cursor = { k: string; id: string };

/** Every WHERE condition of a run: tenant first, then the report's filters as parameters, then restrictions. */
function conditions(src: SqlSource, tenantId: string, def: ReportDefinition, restrict: Restrict = {}): SQL[] {
  const f = def.filters;
  const where = [sql`${src.tenant} = ${tenantId}`, ...(src.defaultWhere?.(f.status) ?? [])];
  const { column, kind } = src.date;
  if (kind === 'date') {
    if (f.date_from) where.push(sql`${column} >= ${f.date_from}::date`);
    if (f.date_to) where.push(sql`${column} <= ${f.date_to}::date`);
  } else {
    // Whole days in UTC, written so the column's index still serves the range.
    if (f.date_from) where.push(sql`${column} >= (${f.date_from}::date)::timestamp at time zone 'UTC'`);
    if (f.date_to) where.push(sql`${column} < (${f.date_to}::date + 1)::timestamp at time zone 'UTC'`);
  }
  if (f.status) where.push(src.status(f.status));
  // The schema refuses these filters on sources without the column; `false` keeps a stray one from widening a run.
  if (f.company_id) where.push(src.company ? sql`${src.company} = ${f.company_id}::uuid` : sql`false`);
  if (f.location_id) where.push(src.location ? sql`${src.location} = ${f.location_id}::uuid` : sql`false`);
  // A contact's locations (the one rule in lib/auth/contact-scope.ts); a source without a location column shows her nothing.
  if (restrict.locationIds) where.push(src.location ? inLocations(src.location, { locationIds: restrict.locationIds }) : sql`false`);
  if (restrict.ids) where.push(sql`${src.id} = any(${`{${restrict.ids.join(',')}}`}::uuid[])`);
  return where;
}

/** Column aliases are positional (f0, f1, …): made by code, never from a field key. */
const alias = (i: number) => sql.identifier(`f${i}`);

function selectList(src: SqlSource, fields: string[]): SQL {
  return sql.join(
    fields.map((key, i) => sql`${src.fields[key]} as ${alias(i)}`),
    sql`, `,
  );
}

const order = (src: SqlSource) => sql`order by ${src.date.column} desc, ${src.id} desc`;

/** One page of raw rows (f0, f1, …), newest first by the source's natural date. */
export async function reportPageRows(
  db: DbOrTx,
  tenantId: string,
  def: ReportDefinition,
  page: { limit: number; offset: number },
): Promise<Raw[]> {
  const src = SQL_SOURCES[def.source];
  const res = await db.execute<Raw>(sql`select ${selectList(src, def.fields)} ${src.from}
    where ${sql.join(conditions(src, tenantId, def), sql` and `)} ${order(src)} limit ${page.limit} offset ${page.offset}`);
  return res.rows;
}

export async function reportCount(db: DbOrTx, tenantId: string, def: ReportDefinition): Promise<number> {
  const src = SQL_SOURCES[def.source];
  const res = await db.execute<{ n: number }>(
    sql`select count(*)::int as n ${src.from} where ${sql.join(conditions(src, tenantId, def), sql` and `)}`,
  );
  return Number(res.rows[0]?.n ?? 0);
}

/**
 * A run's keyset pages of `pageSize` raw rows, each read after the cursor (the first when null): the rows carry
 * their date column's text (`__k`) and id (`__id`) for the next cursor, compared in the column's own type.
 */
export function keysetPages(
  db: DbOrTx,
  tenantId: string,
  def: ReportDefinition,
  restrict: Restrict,
  pageSize: number,
): (after: Cursor | null) => Promise<Raw[]> {
  const src = SQL_SOURCES[def.source];
  const base = conditions(src, tenantId, def, restrict);
  const type = src.date.kind === 'date' ? sql.raw('date') : sql.raw('timestamptz');
  return async (after) => {
    const cursor: SQL = after ? sql`and (${src.date.column}, ${src.id}) < (${after.k}::${type}, ${after.id}::uuid)` : sql``;
    const res = await db.execute<Raw>(sql`select ${selectList(src, def.fields)}, ${src.date.column}::text as __k, ${src.id}::text as __id
      ${src.from} where ${sql.join(base, sql` and `)} ${cursor} ${order(src)} limit ${pageSize}`);
    return res.rows;
  };
}
