// Runs a command with DATABASE_URL pointing at a database: the given one, or a fresh in-memory embedded
// server. `--fresh` with a real server creates a throwaway database and drops it afterwards.
import { existsSync } from 'node:fs';
import { freshDatabase } from './lib/fresh-db.mjs';
import { run } from './lib/run.mjs';

const args = process.argv.slice(2);
const fresh = args[0] === '--fresh';
const [cmd, ...rest] = fresh ? args.slice(1) : args;
const db = await freshDatabase(fresh);
const local = `node_modules/.bin/${cmd}`;
const code = await run(!cmd.includes('/') && existsSync(local) ? local : cmd, rest, { ...process.env, ...db.env, DATABASE_URL: db.url });
await db.stop();
process.exit(code);
