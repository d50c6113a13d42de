import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Issue 9 finding 11: `npm start` (scripts/start.mjs) with the embedded database. When the process that
// owns PGlite dies, the service exits non-zero instead of serving on without a database; an
// acknowledged write survives; killing the supervisor takes both children with it.

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

type Service = { child: ChildProcess; output: () => string; exited: Promise<number | null>; appPort: number; dbPort: number };

async function startService(dataDir: string, appPort: number, dbPort: number): Promise<Service> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(appPort),
    EMBEDDED_DB_PORT: String(dbPort),
    LOG_LEVEL: 'warn',
  };
  // The embedded path is what is tested, on both CI passes.
  delete env.DATABASE_URL;
  delete env.DB_POOL_MAX;
  delete env.MAILBOX_KEY;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${appPort}/acme/login`).catch(() => null))?.status ?? 0, {
      timeout: 180_000,
      intervals: [500],
    })
    .toBe(200);
  return { child, output: () => out, exited, appPort, dbPort };
}

const dbPid = (service: Service) => Number(/\(pid (\d+)\)/.exec(service.output())?.[1]);

let dataDir = '';
test.beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-supervision-'));
});
test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test('kill -9 of the embedded database stops the service with a non-zero status, and no acknowledged write is lost', async () => {
  const [appPort, dbPort] = [await freePort(), await freePort()];
  const first = await startService(dataDir, appPort, dbPort);
  const key = readFileSync(path.join(dataDir, 'mailbox-key'), 'utf8').trim();
  const base = `http://127.0.0.1:${appPort}`;
  // An acknowledged write: a sign-in request answered 200 has committed its mailbox row.
  const asked = await fetch(`${base}/api/main/client-portal/login-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@acme.test', company_id: 'acme' }),
  });
  expect(asked.status).toBe(200);
  const mails = async (port: number) =>
    (await (await fetch(`http://127.0.0.1:${port}/api/dev/mailbox?to=admin@acme.test`, { headers: { 'x-mailbox-key': key } })).json()).data
      .length;
  expect(await mails(appPort)).toBe(1);

  process.kill(dbPid(first), 'SIGKILL');
  expect(await first.exited).toBe(1);
  expect(first.output()).toContain('The embedded database stopped');
  expect(await listening(appPort)).toBe(false);

  const second = await startService(dataDir, appPort, dbPort);
  expect(await mails(appPort)).toBe(1);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
});

test('kill -9 of npm start takes the app server and the database with it', async () => {
  const [appPort, dbPort] = [await freePort(), await freePort()];
  const service = await startService(dataDir, appPort, dbPort);
  service.child.kill('SIGKILL');
  await expect.poll(async () => (await listening(appPort)) || (await listening(dbPort)), { timeout: 20_000 }).toBe(false);
});
