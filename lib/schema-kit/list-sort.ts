import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';

/**
 * The one way a list API takes its order (the timesheet list's: `field` ascending, `-field` descending). The
 * allowed fields are each list's few indexed or bounded columns; anything else is a 400 worded by the zod
 * catalogue (validation.oneOf), never a 500 and never a full scan on a column nobody meant to sort by.
 */
export const sortValues = <F extends string>(fields: readonly F[]): [string, ...string[]] =>
  [...fields, ...fields.map((f) => `-${f}`)] as [string, ...string[]];

export const sortQuery = <F extends string>(fields: readonly F[], fallback: NoInfer<`${'' | '-'}${F}`>) =>
  z.enum(sortValues(fields)).default(fallback);

type ParsedSort<F extends string> = { field: F; desc: boolean };

function parseSort<F extends string>(sort: string): ParsedSort<F> {
  const desc = sort.startsWith('-');
  return { field: (desc ? sort.slice(1) : sort) as F, desc };
}

/**
 * `order by` for a validated sort: every column of the field takes the direction, then the row's id in the same
 * direction, so equal values keep one order across pages (offset paging never repeats or skips a row) and the
 * reverse order is exactly the reverse. Nulls sort as "largest" (Postgres' default), so they trail ascending.
 */
export function orderBySort<F extends string>(sort: string, columns: Record<F, readonly SQL[]>, id: SQL): SQL {
  const { field, desc } = parseSort<F>(sort);
  const dir = desc ? sql`desc` : sql`asc`;
  return sql.join(
    [...columns[field], id].map((column) => sql`${column} ${dir}`),
    sql`, `,
  );
}
