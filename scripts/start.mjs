// `npm start`: embedded PostgreSQL (unless DATABASE_URL is set), migrations, demo data, build if needed,
// then the production server on PORT (default 3000). `--dev` runs Next's dev server instead.
//
// This process supervises two children: the embedded database (scripts/embedded-db-server.mjs) and the
// app server (scripts/server.mjs). If either dies, the other is stopped and this process exits non-zero,
// so a supervisor (systemd, a container runtime) restarts the whole service; the app never serves on
// without its database. If this process is killed, even by SIGKILL, both children see their stdin pipe
// close and exit too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { needsBuild } from './lib/build.mjs';
import { startEmbeddedDbProcess } from './lib/embedded-db.mjs';
import { bin, runOrExit } from './lib/run.mjs';
import { mailboxKey, sessionSecret } from './lib/secret.mjs';

const dev = process.argv.includes('--dev');
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const port = process.env.PORT ?? '3000';
const url = `http://localhost:${port}`;
// Mailed links use PUBLIC_URL, never the request's Host header, which a caller could forge.
const env = { PUBLIC_URL: url, ...process.env, DATA_DIR: dataDir, SESSION_SECRET: sessionSecret(dataDir) };
if (!env.SMTP_URL) env.MAILBOX_KEY = mailboxKey(dataDir);

let embedded = null;
let server = null;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  // The app server first (it holds connections to the embedded database), then the database.
  if (server && server.exitCode === null && server.signalCode === null) {
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

if (!env.DATABASE_URL) {
  const dbPort = Number(process.env.EMBEDDED_DB_PORT ?? 54329);
  embedded = await startEmbeddedDbProcess({ dataDir: path.join(dataDir, 'db'), port: dbPort }).catch((e) => {
    console.error(
      e.code === 'EADDRINUSE'
        ? `Port ${dbPort} is taken: is another portal already running on this data? Stop it, or set EMBEDDED_DB_PORT.`
        : `The embedded database could not start: ${e.message}`,
    );
    process.exit(1);
  });
  Object.assign(env, embedded.env, { DATABASE_URL: embedded.url });
  console.log(
    `embedded PostgreSQL (PGlite) on ${embedded.url.replace(/:[^:@/]+@/, ':***@')}, data in ${path.join(dataDir, 'db')} (pid ${embedded.pid})`,
  );
  embedded.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(
      `\n✗ The embedded database stopped (${signal ?? `exit ${code}`}). Stopping the portal; start it again (a supervisor restarts it).`,
    );
    stop(1);
  });
}

// The embedded demo: migrations and, once, the demo tenants (a real database is migrated without them: README "Deployment").
await runOrExit(bin('tsx'), ['scripts/migrate.ts', '--demo'], env, 'database migration');
if (!dev && needsBuild()) await runOrExit(bin('next'), ['build'], { ...env, NODE_ENV: 'production' }, 'next build');

server = spawn(
  process.execPath,
  [
    ...(process.env.PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROF_DIR}`] : []),
    'scripts/server.mjs',
    '--supervised',
    ...(dev ? ['--dev'] : []),
  ],
  {
    stdio: ['pipe', 'inherit', 'inherit'],
    env: { ...env, PORT: port, NODE_ENV: dev ? 'development' : 'production' },
  },
);
server.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`\n✗ The app server stopped (${signal ?? `exit ${code}`}).`);
  stop(code || 1);
});

setTimeout(() => {
  if (stopping) return;
  // The key opens every sign-in link in the mailbox: shown to a person at a terminal, never written into a
  // log file or a service journal (stdout not a terminal), which is kept and read by others.
  const mailboxKeyShown = process.stdout.isTTY ? env.MAILBOX_KEY : '<the key in the file below>';
  const mailbox = env.SMTP_URL
    ? 'sent through SMTP_URL'
    : `dev mailbox at ${url}/dev/mailbox?key=${mailboxKeyShown}
                (the key is in ${path.join(dataDir, 'mailbox-key')}; this log names a mail's recipient and subject, never its link)`;
  console.log(`
────────────────────────────────────────────────────────────
 Client portal: ${url}
 Sign in:       ${url}/acme/login   (or ${url}/globex/login)
 Demo logins:   superadmin@acme.test  admin@acme.test  recruiter@acme.test  contact@acme.test
                (same four at globex.test)
 Mail:          ${mailbox}
────────────────────────────────────────────────────────────`);
}, 1500);
