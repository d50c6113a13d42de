import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 23: a query function takes the database handle it runs on as its first parameter (`listJobs(db, …)`), so
 * a service can run it on its transaction and a route passes the handle its context holds (lib/http/handler.ts,
 * lib/auth/guard.ts requirePage). Only the loaders of per-process caches read through the pool themselves: the
 * value they fill outlives the request that asked.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE_LOADERS: Record<string, number> = { 'lib/settings/queries.ts': 3 };

// Every queries.ts and <topic>-queries.ts under lib/: the homes of SQL besides lib/db (eslint.config.mjs).
const queryFiles = () =>
  readdirSync(path.join(ROOT, 'lib'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /(^|\/)([\w-]+-)?queries\.ts$/.test(f))
    .map((f) => `lib/${f}`)
    .sort();

describe('query functions take their database handle', () => {
  it('finds the query modules', () => {
    expect(queryFiles().length).toBeGreaterThan(50);
  });

  it.each(queryFiles())('%s reaches for no global db()', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const calls = text.match(/\bdb\(\)/g)?.length ?? 0;
    expect(calls, `${file}: take a \`db: DbOrTx\` first parameter instead of calling db()`).toBe(CACHE_LOADERS[file] ?? 0);
  });
});
