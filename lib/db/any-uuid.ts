import { sql, type SQL } from 'drizzle-orm';

/**
 * `column = any(array)` with the ids as one array parameter: thousands of ids stay one bind value (the
 * wire protocol allows 65,535) and the planner walks the index once per id. Ids are validated uuids.
 */
export function anyUuid(column: SQL, ids: readonly string[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}

/** `column = any(array)` for text values, as one array parameter: every element quoted, so commas and quotes stay inside. */
export function anyText(column: SQL, values: readonly string[]): SQL {
  return sql`${column} = any(${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[])`;
}
