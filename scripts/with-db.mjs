// Runs a command with DATABASE_URL pointing at a database: the given one, or a fresh in-memory embedded
// server. `--fresh` with a real server creates a throwaway database and drops it afterwards.
// `--workers N` (after --fresh) migrates and seeds that database once, then hands the command N copies of it
// in TEST_DATABASE_URLS: the integration suite runs its files N at a time, each worker on its own copy.
// `--workers auto` is one per core; TEST_WORKERS overrides either.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { copiesOf, freshDatabase } from './lib/fresh-db.mjs';
import { bin, run } from './lib/run.mjs';

const args = process.argv.slice(2);
const fresh = args[0] === '--fresh';
let rest = fresh ? args.slice(1) : args;
const asked = rest[0] === '--workers' ? (process.env.TEST_WORKERS ?? rest[1]) : undefined;
const workers = asked === undefined ? 0 : Math.max(1, asked === 'auto' ? availableParallelism() : Number(asked) || 1);
if (workers) rest = rest.slice(2);
const [cmd, ...cmdArgs] = rest;
const db = await freshDatabase(fresh);
const env = { ...process.env, ...db.env, DATABASE_URL: db.url };
const local = `node_modules/.bin/${cmd}`;
const command = !cmd.includes('/') && existsSync(local) ? local : cmd;

let code;
if (!workers) {
  code = await run(command, cmdArgs, env);
} else {
  const started = Date.now();
  // The environment check wants a session secret; migrating and seeding sign nothing with it.
  const secret = process.env.SESSION_SECRET ?? 'migration-signs-nothing-0123456789abcdef';
  code = await run(bin('tsx'), ['scripts/migrate.ts', '--demo'], { ...env, NODE_ENV: 'test', LOG_LEVEL: 'warn', SESSION_SECRET: secret });
  if (code === 0) {
    const copies = await copiesOf(db, workers);
    console.log(`${workers} seeded database copies ready in ${Math.round((Date.now() - started) / 1000)} s`);
    code = await run(command, cmdArgs, { ...env, ...copies.env, TEST_DATABASE_URLS: JSON.stringify(copies.urls) });
    await copies.stop();
  }
}
await db.stop();
process.exit(code);
