import { sql, type SQL } from 'drizzle-orm';

/**
 * `column = any(array)` with the ids as one array parameter: thousands of ids stay one bind value (the
 * wire protocol allows 65,535) and the planner walks the index once per id. Ids are validated uuids.
 */
export function anyUuid(column: SQL, ids: readonly string[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}
