// Builds the app if needed, starts it in production mode on a fresh database with the demo data,
// runs the Playwright suite in Debian's Chromium against it, and stops everything.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { needsBuild } from './lib/build.mjs';
import { freshDatabase } from './lib/fresh-db.mjs';
import { captureServerLog, describeFindings, scanLog } from './lib/log-scan.mjs';
import { annotationsFrom } from './lib/results.mjs';
import { bin, run, runOrExit, waitForHttp } from './lib/run.mjs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.resolve('data/e2e');
rmSync(dataDir, { recursive: true, force: true });
const db = await freshDatabase(true);
const env = {
  ...process.env,
  ...db.env,
  DATABASE_URL: db.url,
  DATA_DIR: dataDir,
  SESSION_SECRET: process.env.SESSION_SECRET ?? 'e2e-secret-0123456789abcdefghijklmnop',
  LOGIN_IP_LIMIT: '100000',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // Every level is written (to a file; the console shows warnings and worse) so the scan below sees it all.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'trace',
  SMTP_URL: '',
  MAILBOX_KEY: process.env.MAILBOX_KEY ?? 'e2e-mailbox-key-0123456789',
  PORT: port,
};
delete env.SMTP_URL;

const ownTenants = JSON.parse(readFileSync('e2e/own-tenants.json', 'utf8')).tenants;

/** The server's whole log: scanned for secrets after the run (issue 24 item 4). */
const serverLog = path.resolve('test-reports/e2e-server.log');
let server;
let serverLogDone;
let code = 1;
try {
  // The build needs no database and seeding needs no build: both at once.
  await Promise.all([
    needsBuild() ? runOrExit(bin('next'), ['build'], { ...env, NODE_ENV: 'production' }, 'next build') : null,
    runOrExit(bin('tsx'), ['scripts/migrate.ts', '--demo', `--copies-of-acme=${ownTenants.join(',')}`], env, 'database migration'),
  ]);
  server = spawn(process.execPath, ['scripts/server.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, NODE_ENV: 'production' },
  });
  serverLogDone = captureServerLog(server, serverLog);
  await waitForHttp(`http://127.0.0.1:${port}/acme/login`);
  code = await run(bin('playwright'), ['test', ...process.argv.slice(2)], { ...env, E2E_BASE_URL: `http://127.0.0.1:${port}` });
  const warm = annotationsFrom(env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-reports/e2e.json', 'warm-screen');
  if (warm.length) console.log(`\nWarm screens, navigation to content:\n  ${warm.join('\n  ')}`);
} finally {
  server?.kill('SIGTERM');
  await serverLogDone;
  await db.stop();
}
// No token, link token, key, cookie or password at any level of the server's log.
const leaks = serverLogDone ? scanLog(readFileSync(serverLog, 'utf8')) : [];
if (leaks.length) {
  console.error(`\n${describeFindings(serverLog, leaks)}`);
  code ||= 1;
} else if (serverLogDone) console.log(`\nServer log: no secret found (${serverLog})`);
process.exit(code);
