// The shifts board list and the overview at 32 concurrent clients, in process: the route handlers called
// as Next calls them (a NextRequest each), against the bench database, without an HTTP server. For
// `BENCH_ONLY=shifts npm run bench` when no current production build is at hand (building is the full
// bench's job); with one, bench.mjs measures the same routes over HTTP instead. Prints one JSON line.
import { desc, eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import * as loginRequest from '../app/api/main/client-portal/login-request/route';
import * as verifyLogin from '../app/api/main/client-portal/verify-login/route';
import * as overviewRoute from '../app/api/main/overview/route';
import * as shiftsRoute from '../app/api/on-demand/shifts/v2/route';
import { CLIENT_IP_HEADER } from '../lib/http/client-ip';
import { closeDb, db } from '../lib/db/client';
import { mailbox } from '../lib/db/schema';
import { theRow } from '../lib/db/rows';

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;

async function call(handler: Handler, method: string, path: string, opts: { token?: string; body?: unknown; ip?: string } = {}) {
  const headers = new Headers({ [CLIENT_IP_HEADER]: opts.ip ?? '10.9.0.1', 'x-timezone': 'UTC' });
  if (opts.token) headers.set('cookie', `session=${opts.token}`);
  if (opts.body) headers.set('content-type', 'application/json');
  const req = new NextRequest(new URL(path, 'http://127.0.0.1:3200'), {
    method,
    headers,
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  return handler(req, { params: Promise.resolve({}) });
}

async function signIn(email: string, company: string, ip: string): Promise<string> {
  await call(loginRequest.POST as Handler, 'POST', '/api/main/client-portal/login-request', { body: { email, company_id: company }, ip });
  const [mail] = await db().select().from(mailbox).where(eq(mailbox.to, email)).orderBy(desc(mailbox.id)).limit(1);
  const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  const res = await call(verifyLogin.POST as Handler, 'POST', '/api/main/client-portal/verify-login', {
    body: { token, company_id: company },
    ip,
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** CONNECTIONS loops, each sending its next request when the last one answered, for `seconds`. */
async function load(name: string, handler: Handler, path: string, token: string) {
  const times: number[] = [];
  const codes = new Map<number, number>();
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const res = await call(handler, 'GET', path, { token });
        await res.arrayBuffer();
        times.push(performance.now() - started);
        codes.set(res.status, (codes.get(res.status) ?? 0) + 1);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: times.length / seconds,
    codes: [...codes].map(([s, n]) => `${s}×${n}`).join(' '),
  };
}

/** One request at a time with the cache made stale before each (a version raised): the cost of a miss. */
async function missCost(name: string, handler: Handler, path: string, token: string, bump: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    await bump();
    const started = performance.now();
    await (await call(handler, 'GET', path, { token })).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name, median: times[7], max: times[times.length - 1] };
}

const monday = (weeksAgo: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) - 7 * weeksAgo);
  return d.toISOString().slice(0, 10);
};
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const admin = await signIn('admin@acme.test', 'acme', '10.9.0.2');
const contact = await signIn('contact@acme.test', 'acme', '10.9.0.3');
const week = monday(0);
// What the board asks for a week (lib/shifts-board/days.ts fetchRange, 200 a page).
const board = `/api/on-demand/shifts/v2?startDate=${plusDays(week, -1)}&endDate=${plusDays(week, 7)}&page=1&per_page=200`;
const { id: sheet } = theRow(
  (await db().execute<{ id: string }>(sql`select id from timesheets order by id limit 1`)).rows,
  'timesheet (run the demo seed first)',
);
const { id: someShift } = theRow(
  (await db().execute<{ id: string }>(sql`select id from shifts order by id limit 1`)).rows,
  'shift (run the demo seed first)',
);
const bumpLive = () => db().execute(sql`update shifts set notes = ${`bench ${Math.random()}`} where id = ${someShift}`);
const bumpTimesheets = () => db().execute(sql`update timesheets set comment = ${`bench ${Math.random()}`} where id = ${sheet}`);

const warm = async (handler: Handler, path: string, token: string) => {
  for (let i = 0; i < 5; i++) await (await call(handler, 'GET', path, { token })).arrayBuffer();
};
await warm(shiftsRoute.GET as Handler, board, admin);
await warm(overviewRoute.GET as Handler, '/api/main/overview', admin);
await warm(overviewRoute.GET as Handler, '/api/main/overview', contact);

const runs = [
  await load('GET shifts/v2 (a board week, 200 a page)', shiftsRoute.GET as Handler, board, admin),
  await load('GET overview (agency)', overviewRoute.GET as Handler, '/api/main/overview', admin),
  await load('GET overview (contact, her locations)', overviewRoute.GET as Handler, '/api/main/overview', contact),
];
// Another user's edit every 100 ms raises the tenant's timesheet version: most overview requests miss.
let editing = true;
const editor = (async () => {
  while (editing) {
    await bumpTimesheets();
    await new Promise((r) => setTimeout(r, 100));
  }
})();
runs.push(await load('GET overview (agency, an edit every 100 ms)', overviewRoute.GET as Handler, '/api/main/overview', admin));
editing = false;
await editor;
// A shift edited every 100 ms raises the live version: most board requests miss.
let shiftEditing = true;
const shiftEditor = (async () => {
  while (shiftEditing) {
    await bumpLive();
    await new Promise((r) => setTimeout(r, 100));
  }
})();
runs.push(await load('GET shifts/v2 (board week, a shift edit every 100 ms)', shiftsRoute.GET as Handler, board, admin));
shiftEditing = false;
await shiftEditor;
const misses = [
  await missCost('overview, agency: a miss', overviewRoute.GET as Handler, '/api/main/overview', admin, bumpTimesheets),
  await missCost('overview, agency: a miss after a shift edit', overviewRoute.GET as Handler, '/api/main/overview', admin, bumpLive),
  await missCost('shifts/v2 board week: a miss', shiftsRoute.GET as Handler, board, admin, bumpLive),
];
await closeDb();
console.log(JSON.stringify({ runs, misses }));
