import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The operator's set-up of DESIGN §8's fleet: N instances of the built portal (scripts/server.mjs, as in
 * production) on one PostgreSQL database, behind Debian's HAProxy checking `/api/ready`. Each piece is a
 * real process; the test talks HTTP to the balancer or to one instance, and reads the database directly
 * only to verify what was written.
 */

export const FLEET_ENV = {
  SESSION_SECRET: 'fleet-secret-0123456789abcdefghijklmnopq',
  MAILBOX_KEY: 'fleet-mailbox-key-0123456789',
  LOGIN_IP_LIMIT: '100000',
  LOG_LEVEL: 'warn',
};

/** A port nobody listens on now (the kernel's choice, released before use). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type Instance = { name: string; port: number; url: string; process: ChildProcess; output: string[] };

/** Starts one portal instance on `databaseUrl`; resolves once its HTTP server listens (ready or not). */
export async function startInstance(name: string, databaseUrl: string, publicUrl: string): Promise<Instance> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['scripts/server.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...FLEET_ENV,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      // One proxy hop: HAProxy's X-Forwarded-For names the visitor.
      TRUST_PROXY: '1',
      DATA_DIR: path.resolve('data/fleet'),
      // Every line, kept in `output` and written out by the test (nothing secret may be in it: issue 24 item 4).
      LOG_LEVEL: 'info',
    },
  });
  const keep = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const instance = { name, port, url: `http://127.0.0.1:${port}`, process: child, output };
  await until(`${name} listens`, 90_000, async () => (await statusOf(`${instance.url}/api/health`)) === 200);
  return instance;
}

export function killHard(instance: Instance): void {
  instance.process.kill('SIGKILL');
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  await Promise.race([exited, sleep(6_000)]);
  instance.process.kill('SIGKILL');
}

export type Balancer = { url: string; process: ChildProcess; dir: string };

/**
 * HAProxy in front of the instances, as README's deployment sample configures it: round robin, health
 * check on /api/ready every 300 ms (down after 2 failures), and a failed connection retried on the other
 * server (a request the dead instance never received is safe to send again).
 */
export async function startBalancer(backends: Instance[], port: number): Promise<Balancer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-fleet-'));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 2000',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 120s',
      '  timeout server 120s',
      '  option http-no-delay',
      '  option forwardfor',
      '  retries 3',
      '  option redispatch',
      'frontend portal',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /api/ready',
      '  http-check expect status 200',
      '  default-server inter 300ms fall 2 rise 1',
      ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
      '',
    ].join('\n'),
  );
  const child = spawn(process.env.HAPROXY_PATH ?? 'haproxy', ['-db', '-f', config], { stdio: ['ignore', 'inherit', 'inherit'] });
  const balancer = { url: `http://127.0.0.1:${port}`, process: child, dir };
  await until('the balancer answers', 30_000, async () => (await statusOf(`${balancer.url}/api/ready`)) === 200);
  return balancer;
}

export async function stopBalancer(balancer: Balancer): Promise<void> {
  balancer.process.kill('SIGTERM');
  rmSync(balancer.dir, { recursive: true, force: true });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it holds; fails naming `what` after `ms`. */
export async function until(what: string, ms: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`timed out after ${ms} ms waiting until ${what}`);
}

export async function statusOf(url: string): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** A visitor: a cookie jar and JSON calls to whichever address it is given. */
export class Visitor {
  private cookies = new Map<string, string>();

  async call(base: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, json };
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** The magic-link sign-in a person does: request, read the mail from the dev mailbox, verify. */
  async signIn(base: string, email: string, company: string): Promise<void> {
    const since = Date.now();
    const asked = await this.call(base, 'POST', '/api/main/client-portal/login-request', { email, company_id: company });
    if (asked.status !== 200) throw new Error(`sign-in request for ${email}: HTTP ${asked.status}`);
    let token: string | undefined;
    await until(`the sign-in mail to ${email} arrives`, 30_000, async () => {
      const res = await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`, {
        headers: { 'x-mailbox-key': FLEET_ENV.MAILBOX_KEY },
      });
      const mails = ((await res.json()) as { data: { text: string; created_at?: string }[] }).data;
      const newest = mails[0];
      if (!newest || (newest.created_at && Date.parse(newest.created_at) < since - 1_000)) return false;
      token = /token=([A-Za-z0-9_-]{43})/.exec(newest.text)?.[1];
      return Boolean(token);
    });
    const verified = await this.call(base, 'POST', '/api/main/client-portal/verify-login', { token, company_id: company });
    if (verified.status !== 200) throw new Error(`sign-in verify for ${email}: HTTP ${verified.status}`);
  }
}
