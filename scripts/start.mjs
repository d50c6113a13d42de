// `npm start`: embedded PostgreSQL (unless DATABASE_URL is set), migrations, demo data, build if needed,
// then the production server on PORT (default 3000). `--dev` runs `next dev` instead.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startEmbeddedDb } from './lib/embedded-db.mjs';
import { bin, runOrExit } from './lib/run.mjs';
import { needsBuild } from './lib/build.mjs';
import { sessionSecret } from './lib/secret.mjs';

const dev = process.argv.includes('--dev');
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const port = process.env.PORT ?? '3000';
// Mailed links use PUBLIC_URL, never the request's Host header, which a caller could forge.
const env = { PUBLIC_URL: `http://localhost:${port}`, ...process.env, DATA_DIR: dataDir, SESSION_SECRET: sessionSecret(dataDir) };

let embedded = null;
if (!env.DATABASE_URL) {
  const dbPort = Number(process.env.EMBEDDED_DB_PORT ?? 54329);
  embedded = await startEmbeddedDb({ dataDir: path.join(dataDir, 'db'), port: dbPort }).catch((e) => {
    console.error(e.code === 'EADDRINUSE'
      ? `Port ${dbPort} is taken: is another portal already running on this data? Stop it, or set EMBEDDED_DB_PORT.`
      : `The embedded database could not start: ${e.message}`);
    process.exit(1);
  });
  Object.assign(env, embedded.env, { DATABASE_URL: embedded.url });
  console.log(`embedded PostgreSQL (PGlite) on ${embedded.url.replace(/:[^:@/]+@/, ':***@')}, data in ${path.join(dataDir, 'db')}`);
}

await runOrExit(bin('tsx'), ['scripts/migrate.ts'], env, 'database migration');
if (!dev && needsBuild()) await runOrExit(bin('next'), ['build'], { ...env, NODE_ENV: 'production' }, 'next build');

const server = spawn(bin('next'), [dev ? 'dev' : 'start', '-p', port], { stdio: 'inherit', env: dev ? env : { ...env, NODE_ENV: 'production' } });

const url = `http://localhost:${port}`;
setTimeout(() => {
  console.log(`
────────────────────────────────────────────────────────────
 Client portal: ${url}
 Sign in:       ${url}/acme/login   (or ${url}/globex/login)
 Demo logins:   superadmin@acme.test  admin@acme.test  recruiter@acme.test  contact@acme.test
                (same four at globex.test)
 Mail:          ${env.SMTP_URL ? 'sent through SMTP_URL' : `dev mailbox at ${url}/dev/mailbox (also printed in this log)`}
────────────────────────────────────────────────────────────`);
}, 1500);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  // Let the app server finish first (it holds connections to the embedded database), then the database.
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  await embedded?.stop().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
server.on('exit', (code) => stop(code ?? 0));
