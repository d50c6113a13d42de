import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 23: queries and services take the database handle they run on as their first parameter
 * (`listJobs(db, …)`), so a service runs them on its transaction and a route passes the handle its context
 * holds (lib/http/handler.ts; a page gets it from lib/auth/guard.ts requirePage). Calls of the global db()
 * outside lib/db are the exceptions below, each for its reason; any other is a function to give a handle.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

const ON_THE_POOL: Record<string, { calls: number; why: string }> = {
  'lib/http/handler.ts': { calls: 1, why: 'gives each route its handle (ctx.db)' },
  'lib/auth/guard.ts': { calls: 3, why: 'gives pages their handle (requirePage, publicPage) and reads the session before any' },
  'lib/job-queue/index.ts': { calls: 1, why: 'the queue runs on the pool and hands each job its handle (ctx.db)' },
  'lib/live/event-stream.ts': { calls: 1, why: 'a stream listens for minutes after its request is answered' },
  'lib/settings/queries.ts': { calls: 3, why: 'per-process cache loaders: the value outlives the request that filled it' },
  'lib/public-jobs/page-data.ts': { calls: 3, why: 'per-process cache loaders of the public job board' },
  'lib/timesheets/list-page.ts': { calls: 1, why: 'the per-process cache of the counts page' },
  'lib/push-notifications/transports/inbox.ts': {
    calls: 1,
    why: 'a transport told no transaction (undefined) commits each batch alone; one told a tx aborts with it',
  },
  'lib/timesheets/service.ts': {
    calls: 1,
    why: 'the timesheet actions choose their lane: one sheet the short one (shortTransaction), several the general one',
  },
};

/** Every .ts file under lib/ but lib/db, which makes the handle. */
const libFiles = () =>
  readdirSync(path.join(ROOT, 'lib'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.startsWith('db/'))
    .map((f) => `lib/${f}`)
    .sort();

/** db() calls in code, not in comments. */
const calls = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n')
    .match(/\bdb\(\)/g)?.length ?? 0;

describe('queries and services take their database handle', () => {
  it('calls db() outside lib/db only where the list above says why', () => {
    const files = libFiles();
    expect(files.length).toBeGreaterThan(400);
    const found = Object.fromEntries(
      files.map((file) => [file, calls(readFileSync(path.join(ROOT, file), 'utf8'))] as const).filter(([, n]) => n > 0),
    );
    const allowed = Object.fromEntries(Object.entries(ON_THE_POOL).map(([file, { calls: n }]) => [file, n]));
    // A file missing from the list is a function to give a `db: DbOrTx` first parameter instead of calling db().
    expect(found).toEqual(allowed);
  });
});
