// Builds the app if needed, starts it in production mode on a fresh database with the demo data,
// runs the Playwright suite in Debian's Chromium against it, and stops everything.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { needsBuild } from './lib/build.mjs';
import { exclusiveReport } from './lib/results.mjs';
import { freshDatabase } from './lib/fresh-db.mjs';
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
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  SMTP_URL: '',
  MAILBOX_KEY: process.env.MAILBOX_KEY ?? 'e2e-mailbox-key-0123456789',
  PORT: port,
};
delete env.SMTP_URL;

/**
 * The pooled specs, then the exclusive ones (they change tenant-wide settings and run alone), as two runs:
 * in one run Playwright skips a dependent project when its dependency has a failure, so one failed pooled
 * spec would silently keep every exclusive spec from running. Each run writes its own JSON report
 * (scripts/lib/results.mjs adds them up). With a project chosen on the command line, that run alone.
 */
async function playwright(args, runEnv) {
  if (args.some((a) => a.startsWith('--project'))) return run(bin('playwright'), ['test', ...args], runEnv);
  const report = runEnv.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-reports/e2e.json';
  const pooled = await run(bin('playwright'), ['test', '--project', 'chromium', '--pass-with-no-tests', ...args], runEnv);
  const exclusive = await run(bin('playwright'), ['test', '--project', 'exclusive', '--no-deps', '--pass-with-no-tests', ...args], {
    ...runEnv,
    PLAYWRIGHT_JSON_OUTPUT_NAME: exclusiveReport(report),
  });
  return pooled || exclusive;
}

let server;
let code = 1;
try {
  if (needsBuild()) await runOrExit(bin('next'), ['build'], { ...env, NODE_ENV: 'production' }, 'next build');
  await runOrExit(bin('tsx'), ['scripts/migrate.ts'], env, 'database migration');
  server = spawn(process.execPath, ['scripts/server.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, NODE_ENV: 'production' },
  });
  await waitForHttp(`http://127.0.0.1:${port}/acme/login`);
  code = await playwright(process.argv.slice(2), { ...env, E2E_BASE_URL: `http://127.0.0.1:${port}` });
} finally {
  server?.kill('SIGTERM');
  await db.stop();
}
process.exit(code);
