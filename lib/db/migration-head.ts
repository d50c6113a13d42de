import type pg from 'pg';
import journal from './migrations/meta/_journal.json';
import { pgErrorCode } from './pg-errors';

/**
 * Where drizzle's migrator records what it applied (its default table: lib/db/migrate.ts names none). Each
 * row's `created_at` is the `when` of the journal entry it applied, so the journal this code ships says
 * which rows a database at the code's head has.
 */
const APPLIED_TABLE = 'drizzle.__drizzle_migrations';

/** The journal `when` of every migration this build ships (bundled: the build's own list, not the disk's). */
const SHIPPED: readonly number[] = [...new Set(journal.entries.map((e) => e.when))];

type SchemaState = { applied: number; shipped: number; atHead: boolean };

/**
 * How many of the code's migrations the database has applied. A database ahead of the code (a newer
 * release migrated it; migrations only add, so this code still works on it) is at head too: rows the
 * journal does not name are not counted. No migrations table yet (an empty database) is 0 applied.
 * Any other failure (the database unreachable) is thrown to the caller.
 */
export async function schemaState(pool: pg.Pool): Promise<SchemaState> {
  let applied = 0;
  try {
    const { rows } = await pool.query<{ applied: number }>(
      `select count(distinct created_at)::int as applied from ${APPLIED_TABLE} where created_at = any($1::bigint[])`,
      [SHIPPED],
    );
    applied = rows[0]?.applied ?? 0;
  } catch (err) {
    // 42P01 undefined table, 3F000 undefined schema: no migration has run here yet.
    const code = pgErrorCode(err);
    if (code !== '42P01' && code !== '3F000') throw err;
  }
  return { applied, shipped: SHIPPED.length, atHead: applied >= SHIPPED.length };
}

/**
 * The tags of the shipped migrations the database lacks, in journal order: what `npm run db:migrate` names
 * when drizzle left one out (it applies only migrations dated after the newest applied one).
 */
export async function missingMigrations(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ created_at: string }>(`select created_at::text from ${APPLIED_TABLE}`);
  const applied = new Set(rows.map((r) => Number(r.created_at)));
  return journal.entries.filter((e) => !applied.has(e.when)).map((e) => e.tag);
}
