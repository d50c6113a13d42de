// The timesheet CSV export in process: the export route handler called as Next calls it (a NextRequest),
// against the bench database, without an HTTP server. Reads the whole file as a client would, sampling the
// process's RSS and heapUsed every 50 ms, and meanwhile times a cheap request (the session's own user) once
// every 100 ms: what a visitor waits while an export runs. For `BENCH_ONLY=export npm run bench`, which needs
// no production build; the full bench also downloads the same file over HTTP. Prints one JSON line.
// BENCH_EXPORT_RANGE is the filter's week range ("yyyy-mm-dd to yyyy-mm-dd"); default the bench's 5 weeks.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { desc, eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import * as exportRoute from '../app/api/main/client-portal/timesheets/export/[kind]/route';
import * as loginRequest from '../app/api/main/client-portal/login-request/route';
import * as userRoute from '../app/api/main/client-portal/user/route';
import * as verifyLogin from '../app/api/main/client-portal/verify-login/route';
import { CLIENT_IP_HEADER } from '../lib/http/client-ip';
import { closeDb, db } from '../lib/db/client';
import { mailbox } from '../lib/db/schema';

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(handler: Handler, method: string, path: string, opts: { token?: string; body?: unknown; params?: object } = {}) {
  const headers = new Headers({ [CLIENT_IP_HEADER]: '10.9.0.2', 'x-timezone': 'UTC' });
  if (opts.token) headers.set('cookie', `session=${opts.token}`);
  if (opts.body) headers.set('content-type', 'application/json');
  const req = new NextRequest(new URL(path, 'http://127.0.0.1:3200'), {
    method,
    headers,
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  return handler(req, { params: Promise.resolve({ ...(opts.params ?? {}) }) as Promise<Record<string, string>> });
}

async function signIn(email: string, company: string): Promise<string> {
  // The bench database's own sign-in budget: a rerun against the same data must not run out of links.
  await db().execute(sql`delete from rate_limits where key like ${`login:email-%:${email}%`}`);
  await call(loginRequest.POST as Handler, 'POST', '/api/main/client-portal/login-request', { body: { email, company_id: company } });
  const [mail] = await db().select().from(mailbox).where(eq(mailbox.to, email)).orderBy(desc(mailbox.id)).limit(1);
  const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  const res = await call(verifyLogin.POST as Handler, 'POST', '/api/main/client-portal/verify-login', {
    body: { token, company_id: company },
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

function monday(weeksAgo: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) - 7 * weeksAgo);
  return d.toISOString().slice(0, 10);
}

const mb = (bytes: number) => bytes / 1048576;

/**
 * CPU time (user + system, ms) of a process by its /proc stat, or null off Linux. With the embedded
 * database's process (BENCH_DB_PID) it says what the export cost the database, whatever else ran meanwhile.
 */
function cpuMsOf(pid: string | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

async function main() {
  const token = await signIn('admin@acme.test', 'acme');
  const [from, to] = (process.env.BENCH_EXPORT_RANGE ?? `${monday(5)} to ${monday(1)}`).split(' to ');
  // Warm: the route's modules, the session cache, the settings.
  await (await call(userRoute.GET as Handler, 'GET', '/api/main/client-portal/user', { token })).arrayBuffer();
  global.gc?.();
  const before = process.memoryUsage();
  let peak = { rss: before.rss, heapUsed: before.heapUsed };
  let reading = true;
  const sampler = (async () => {
    while (reading) {
      const m = process.memoryUsage();
      peak = { rss: Math.max(peak.rss, m.rss), heapUsed: Math.max(peak.heapUsed, m.heapUsed) };
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  // A cheap request beside the export, as another visitor's page would make.
  const cheap: number[] = [];
  const prober = (async () => {
    while (reading) {
      const started = performance.now();
      await (await call(userRoute.GET as Handler, 'GET', '/api/main/client-portal/user', { token })).arrayBuffer();
      cheap.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const dbCpuBefore = cpuMsOf(process.env.BENCH_DB_PID);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const res = await call(exportRoute.POST as Handler, 'POST', '/api/main/client-portal/timesheets/export/csv', {
    token,
    params: { kind: 'csv' },
    body: { filter: { status: 'all', dateRange: `${from} to ${to}` } },
  });
  if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  let firstByteMs: number | null = null;
  // The file's digest: two runs over the same data (before and after a change) must write the same bytes.
  const digest = createHash('sha256');
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    firstByteMs ??= performance.now() - started;
    digest.update(chunk);
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const dbCpuAfter = cpuMsOf(process.env.BENCH_DB_PID);
  reading = false;
  await Promise.all([sampler, prober]);
  const after = process.memoryUsage();
  cheap.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      rows: lines - 1,
      bytes,
      sha256: digest.digest('hex'),
      seconds,
      firstByteMs,
      // This process's CPU includes the cheap requests beside the export (a few ms each).
      appCpuMs: (cpu.user + cpu.system) / 1000,
      dbCpuMs: dbCpuBefore === null || dbCpuAfter === null ? null : dbCpuAfter - dbCpuBefore,
      rssBeforeMb: mb(before.rss),
      rssPeakMb: mb(peak.rss),
      rssAfterMb: mb(after.rss),
      heapBeforeMb: mb(before.heapUsed),
      heapPeakMb: mb(peak.heapUsed),
      heapAfterMb: mb(after.heapUsed),
      cheapRequests: cheap.length,
      cheapMaxMs: cheap.at(-1) ?? null,
      cheapP50Ms: cheap[Math.floor(cheap.length / 2)] ?? null,
    }),
  );
  await closeDb();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
