// `npm run bench`: loads a separate database with BENCH_ROWS timesheets (default 1,000,000) and their
// timecards in tenant acme, runs the production server, and prints the figures DESIGN.md §6 budgets:
// latency at 32 connections of the timesheet list (default and filtered + searched), counts by status,
// who's working and the platform endpoints; a 100,000-row CSV export's time and server memory growth;
// and first-load JS per route; then the mixed load of issue 9 (scripts/lib/mixed-load.mjs), the time from a
// submit to the approver's mail, the pay engine's cost of a week, and (server stopped) the notification
// dispatcher's sends per second. BENCH_SECONDS sets each single-route run's length; BENCH_ONLY=mixed runs
// only the mixed load and what follows it. The data holds 100,000 shifts too (BENCH_SHIFTS): the shifts
// board's list and the overview are measured beside the timesheet list over HTTP, and again in process with
// the server stopped (scripts/bench-overview.ts: the routes' own cost); BENCH_ONLY=shifts loads the data and
// measures only those (over HTTP only when the production build is current: that mode never builds).
// BENCH_ONLY=export loads the data and runs only the CSV export in process (scripts/bench-export.ts; no build):
// with BENCH_ROWS=100000 its 5-week filter is the whole data, 100,000 timesheets less the archived ones.
// BENCH_ONLY=invoices migrates and runs only the invoice figures in process (scripts/bench-invoices.ts; no build,
// no bench volume: it makes its own tenant, 10,000 approved timesheets and 100,000 invoices).
// BENCH_SERVER_LOG=<file> keeps the server's log (stdout: its slow-work lines among them) in that file.
import { spawn, spawnSync } from 'node:child_process';
import { openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { needsBuild } from './lib/build.mjs';
import { buildEmptyApp, startEmptyApp } from './lib/empty-app.mjs';
import { lighthouseRuns } from './lib/lighthouse.mjs';
import { liveBoardFigures } from './lib/live-boards.mjs';
import { mixedLoad, printMixed } from './lib/mixed-load.mjs';
import { freshDatabase } from './lib/fresh-db.mjs';
import { bin, runOrExit, waitForHttp } from './lib/run.mjs';

const port = process.env.BENCH_PORT ?? '3200';
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const dataDir = path.resolve('data/bench');
rmSync(dataDir, { recursive: true, force: true });

const db = await freshDatabase(true);
const mailboxKey = 'bench-mailbox-key-0123456789';
const env = {
  ...process.env,
  ...db.env,
  DATABASE_URL: db.url,
  DATA_DIR: dataDir,
  PUBLIC_URL: base,
  LOG_LEVEL: 'warn',
  LOGIN_IP_LIMIT: '100000',
  // The mixed load's sign-ins cycle through 400 addresses, each many times an hour.
  LOGIN_EMAIL_MAIL_LIMIT: '100000',
  // The live-board figures open BENCH_BOARDS streams with one session: above the caps a real user has.
  LIVE_STREAMS_PER_USER: '100000',
  LIVE_STREAMS_MAX: '100000',
  SESSION_SECRET: process.env.SESSION_SECRET ?? 'bench-secret-0123456789abcdefghijklmnop',
  MAILBOX_KEY: mailboxKey,
  PORT: port,
};

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

async function load(name, url, headers = {}) {
  const times = [];
  const statuses = new Map();
  const result = await new Promise((resolve, reject) => {
    const inst = autocannon({ url, connections: 32, duration: seconds, headers }, (err, res) => (err ? reject(err) : resolve(res)));
    inst.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  times.sort((a, b) => a - b);
  const codes = [...statuses].map(([s, n]) => `${s}×${n}`).join(' ');
  const ms = (p) => percentile(times, p).toFixed(1);
  return { name, p50: ms(50), p95: ms(95), p99: ms(99), rps: result.requests.average, codes };
}

async function signIn(email, company) {
  await fetch(`${base}/api/main/client-portal/login-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, company_id: company }),
  });
  const mail = await (
    await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=5`, { headers: { 'x-mailbox-key': mailboxKey } })
  ).json();
  // The newest sign-in mail: the job worker may have mailed the same person a digest since (the contact).
  const token = mail.data.map((m) => /token=([A-Za-z0-9_-]{43})/.exec(m.text)?.[1]).find(Boolean);
  const res = await fetch(`${base}/api/main/client-portal/verify-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, company_id: company }),
  });
  return (await res.json()).data.token;
}

/** Sum of the gzip sizes of the scripts a route's HTML loads on first visit, and the HTML's own size. */
async function firstLoadJs(route, cookie, origin = base) {
  const html = await (await fetch(`${origin}${route}`, { headers: { cookie } })).text();
  // Polyfills load only in browsers without module support (noModule), so they are not counted.
  const tags = [...html.matchAll(/<script[^>]*src="([^"]+)"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0]));
  const srcs = [...new Set(tags.map((m) => m[1]))];
  let bytes = 0;
  for (const src of srcs) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())).length;
  const page = Buffer.from(html);
  return { route, kb: bytes / 1024, files: srcs.length, htmlKb: page.length / 1024, htmlGzipKb: gzipSync(page).length / 1024 };
}

/** Time to first byte of one request at a time (median of 20), the figure a single visitor sees. */
async function ttfb(name, url, headers = {}) {
  const times = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    times.push(performance.now() - started);
    await res.arrayBuffer();
  }
  times.sort((a, b) => a - b);
  return { name, ms: times[10] };
}

/** Clocks in a worker who is not on the clock (through the work-app API, as a kiosk would). */
async function clockInSomeone(cookie) {
  const get = async (p) => (await (await fetch(`${base}${p}`, { headers: { cookie } })).json()).data;
  const [working, users, locations] = await Promise.all([
    get('/api/main/client-portal/whos-working'),
    get('/api/main/client-portal/timesheets/users'),
    get('/api/on-demand/locations'),
  ]);
  const busy = new Set(working.map((w) => w.user_id));
  for (const u of users.filter((u) => !busy.has(u._id))) {
    const res = await fetch(`${base}/api/work-app/v2/app/timerecord/timecard`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: u._id, location_id: locations[0]._id, source: 'kiosk' }),
    });
    await res.arrayBuffer();
    if (res.status === 200) return;
  }
  throw new Error('no worker could be clocked in');
}

function rssMb(pid) {
  return new Promise((resolve) => {
    const ps = spawn('ps', ['-o', 'rss=', '-p', String(pid)]);
    let out = '';
    ps.stdout.on('data', (d) => (out += d));
    ps.on('exit', () => resolve(Number(out.trim()) / 1024));
  });
}

/** Downloads a CSV export of a filter while sampling the server's memory every 100 ms. */
async function exportRun(cookie, dateRange) {
  const rssStart = await rssMb(server.pid);
  let rssPeak = rssStart;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      rssPeak = Math.max(rssPeak, await rssMb(server.pid));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = Date.now();
  const res = await fetch(`${base}/api/main/client-portal/timesheets/export/csv`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ filter: { status: 'all', dateRange } }),
  });
  let bytes = 0;
  let lines = 0;
  let firstByteMs = null;
  for await (const chunk of res.body) {
    firstByteMs ??= Date.now() - started;
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const seconds = (Date.now() - started) / 1000;
  sampling = false;
  await sampler;
  return { rows: lines - 1, bytes, seconds, firstByteMs, rssStart, rssPeak };
}

/** The outbox dispatcher alone against the bench database (the server stopped), in a process of its own. */
function dispatcherFigures() {
  // Its own tsconfig maps 'server-only' to an empty module, as in a server bundle (and in the tests).
  const out = spawnSync(bin('tsx'), ['--tsconfig', 'scripts/tsconfig.bench.json', 'scripts/bench-notifications.ts'], {
    encoding: 'utf8',
    env,
  });
  if (out.status !== 0) {
    console.error(out.stderr);
    return null;
  }
  return JSON.parse(out.stdout.trim().split('\n').pop());
}

/** Memory per open event stream, in process against the bench database (scripts/bench-streams.ts, the server stopped). */
function streamMemoryFigures() {
  const out = spawnSync(bin('tsx'), ['--tsconfig', 'scripts/tsconfig.bench.json', 'scripts/bench-streams.ts'], {
    encoding: 'utf8',
    env: { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --expose-gc`.trim() },
  });
  if (out.status !== 0) {
    console.error(out.stderr);
    return null;
  }
  return JSON.parse(out.stdout.trim().split('\n').pop());
}

/**
 * Event to mail through the running app: an admin submits one of the demo contact's pending timesheets
 * (she approves its location and receives these mails), and the time until her mail is in the mailbox
 * is taken: the commit, the dispatcher's wake-up and run, rendering and the mailbox insert.
 */
async function eventToMail(adminCookie, contactCookie, samples = 7) {
  const pending = (
    await (
      await fetch(`${base}/api/main/client-portal/timesheets/v2?status=pending&per_page=40`, { headers: { cookie: contactCookie } })
    ).json()
  ).data;
  const inbox = async () =>
    (await (await fetch(`${base}/api/dev/mailbox?to=contact%40acme.test&limit=1`, { headers: { 'x-mailbox-key': mailboxKey } })).json())
      .data[0]?.id ?? 0;
  const times = [];
  for (const sheet of pending) {
    if (times.length >= samples) break;
    const before = await inbox();
    const started = performance.now();
    const res = await fetch(`${base}/api/main/client-portal/timesheets/submit`, {
      method: 'POST',
      headers: { cookie: adminCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ timesheet_ids: [sheet._id] }),
    });
    if (res.status !== 200) continue;
    while ((await inbox()) === before && performance.now() - started < 30_000) await new Promise((r) => setTimeout(r, 10));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { samples: times.length, p50: percentile(times, 50), max: times[times.length - 1] };
}

/** The rules engine alone, in a process of its own (it is TypeScript, run through tsx). */
function engineMicroseconds() {
  const out = spawnSync(bin('tsx'), ['scripts/bench-engine.ts'], { encoding: 'utf8' });
  return out.status === 0 ? JSON.parse(out.stdout.trim().split('\n').pop()).medianMicroseconds : NaN;
}

/** The shifts board's week (what lib/shifts-board/days.ts fetchRange asks, 200 a page) and the overview. */
function shiftRoutes(monday) {
  const day = (d, n) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  return {
    board: `${base}/api/on-demand/shifts/v2?startDate=${day(monday, -1)}&endDate=${day(monday, 7)}&page=1&per_page=200`,
    overview: `${base}/api/main/overview`,
  };
}

function printShiftFigures(rows, where) {
  console.log(
    `\nShifts board and overview, ${BENCH_SHIFTS_LABEL} and the timesheets, 32 connections (${where}; budget p95 < 50 ms embedded)`,
  );
  console.log('endpoint'.padEnd(52), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'req/s'.padStart(9), '  statuses');
  for (const r of rows)
    console.log(
      r.name.padEnd(52),
      Number(r.p50).toFixed(1).padStart(8),
      Number(r.p95).toFixed(1).padStart(8),
      Number(r.p99).toFixed(1).padStart(8),
      Number(r.rps).toFixed(0).padStart(9),
      ' ',
      r.codes,
      Number(r.p95) < 50 ? '' : '  OVER BUDGET',
    );
}
const BENCH_SHIFTS_LABEL = `${Number(process.env.BENCH_SHIFTS ?? 100_000).toLocaleString('en')} shifts`;

/**
 * The shifts board and overview handlers called in process at 32 connections (scripts/bench-overview.ts),
 * with no server running: the routes' own cost, which the budget is about, without the HTTP server's, which
 * on two cores alone puts 32 connections' latency near the empty app's (see its row above). Prints the
 * figures; false when the run failed.
 */
function inProcessShiftFigures(why) {
  const out = spawnSync(bin('tsx'), ['--tsconfig', 'scripts/tsconfig.bench.json', 'scripts/bench-overview.ts'], {
    encoding: 'utf8',
    env: { ...env, CLIENT_IP_SOURCE: 'server' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (out.status !== 0) {
    console.error(out.stderr);
    return false;
  }
  const figures = JSON.parse(out.stdout.trim().split('\n').pop());
  printShiftFigures(figures.runs, `route handlers in process, ${why}`);
  for (const m of figures.misses)
    console.log(`${m.name.padEnd(52)} median ${m.median.toFixed(1)} ms, max ${m.max.toFixed(1)} ms (one at a time)`);
  return true;
}

/** Counts per status (SPEC's `count/{status}`), every status in turn: the counts read a summary table, past_due also the timesheets. */
const COUNT_STATUSES = ['all', 'pending', 'submitted', 'approved', 'rejected', 'past_due', 'archived'];

/**
 * The timesheet CSV export in process (scripts/bench-export.ts) against the bench database: time, CPU of the app
 * and of the embedded database, RSS and heapUsed growth, and the slowest cheap request beside it. Prints the
 * figures (OVER BUDGET past 5 s or a 2 s wait); false when the run failed. The full bench downloads the same file
 * over HTTP as well (exportRun).
 */
function inProcessExportFigures(why) {
  const out = spawnSync(bin('tsx'), ['--tsconfig', 'scripts/tsconfig.bench.json', 'scripts/bench-export.ts'], {
    encoding: 'utf8',
    env: { ...env, CLIENT_IP_SOURCE: 'server', BENCH_DB_PID: db.pid ? String(db.pid) : '' },
  });
  if (out.status !== 0) {
    console.error(out.stderr);
    return false;
  }
  const e = JSON.parse(out.stdout.trim().split('\n').pop());
  const where = db.url.includes('portal_test_') ? 'PostgreSQL' : 'embedded PGlite';
  console.log(
    `\nCSV export in process (${why}, ${where}; budget < 5 s): ${e.rows.toLocaleString('en')} timesheets, ${(e.bytes / 1048576).toFixed(1)} MB in ` +
      `${e.seconds.toFixed(2)} s, first byte after ${e.firstByteMs.toFixed(0)} ms; CPU app ${(e.appCpuMs / 1000).toFixed(2)} s` +
      `${e.dbCpuMs === null ? '' : `, embedded database ${(e.dbCpuMs / 1000).toFixed(2)} s`}; RSS ${e.rssBeforeMb.toFixed(0)} → peak ${e.rssPeakMb.toFixed(0)} MB ` +
      `(+${(e.rssPeakMb - e.rssBeforeMb).toFixed(0)}), heapUsed ${e.heapBeforeMb.toFixed(0)} → peak ${e.heapPeakMb.toFixed(0)} MB (+${(e.heapPeakMb - e.heapBeforeMb).toFixed(0)}); ` +
      `a cheap request beside it (GET user, ${e.cheapRequests}×): p50 ${e.cheapP50Ms?.toFixed(0)} ms, max ${e.cheapMaxMs?.toFixed(0)} ms (goal < 2,000 ms)` +
      (e.seconds < 5 && (e.cheapMaxMs ?? 0) < 2000 ? '' : '  OVER BUDGET'),
  );
  return true;
}

/**
 * Invoices at volume in process (scripts/bench-invoices.ts): a run of 10,000 approved timesheets (budget < 10 s)
 * and the invoice list at 100,000 invoices (budget p95 < 100 ms). Prints the figures; false when the run failed.
 */
function invoiceFigures(why) {
  const out = spawnSync(bin('tsx'), ['--tsconfig', 'scripts/tsconfig.bench.json', 'scripts/bench-invoices.ts'], { encoding: 'utf8', env });
  if (out.status !== 0) {
    console.error(out.stderr);
    return false;
  }
  const f = JSON.parse(out.stdout.trim().split('\n').pop());
  const where = db.url.includes('portal_test_') ? 'PostgreSQL' : 'embedded PGlite';
  console.log(
    `\nInvoices in process (${why}, ${where}): a run of ${f.sheets.toLocaleString('en')} approved timesheets → ${f.invoices} draft invoices ` +
      `(${f.billed.toLocaleString('en')} lines) in ${(f.runMs / 1000).toFixed(2)} s (budget < 10 s)${f.runMs < 10_000 ? '' : '  OVER BUDGET'}; ` +
      `the list at ${f.listRows.toLocaleString('en')} invoices, ${f.listReads} reads by tab, client, sort and page: p50 ${f.listP50.toFixed(1)} ms, ` +
      `p95 ${f.listP95.toFixed(1)} ms, max ${f.listMax.toFixed(1)} ms (budget p95 < 100 ms)${f.listP95 < 100 ? '' : '  OVER BUDGET'}`,
  );
  return true;
}

let server;
/** Ends a partial run (BENCH_ONLY=shifts) with the server and the database stopped. */
async function finish(code) {
  server?.kill('SIGTERM');
  await db.stop();
  process.exit(code);
}
try {
  const shiftsOnly = process.env.BENCH_ONLY === 'shifts';
  const exportOnly = process.env.BENCH_ONLY === 'export';
  const invoicesOnly = process.env.BENCH_ONLY === 'invoices';
  if (needsBuild() && !shiftsOnly && !exportOnly && !invoicesOnly)
    await runOrExit(bin('next'), ['build'], { ...env, NODE_ENV: 'production' }, 'next build');
  await runOrExit(bin('tsx'), ['--tsconfig', 'scripts/tsconfig.bench.json', 'scripts/migrate.ts', '--demo'], env, 'database migration');
  if (Number(process.env.BENCH_ROWS ?? 1_000_000) > 0 && !invoicesOnly)
    await runOrExit(bin('tsx'), ['--tsconfig', 'scripts/tsconfig.bench.json', 'scripts/bench-seed.ts'], env, 'bench data');
  if (exportOnly) await finish(inProcessExportFigures('no server') ? 0 : 1);
  if (process.env.BENCH_ONLY === 'invoices') await finish(invoiceFigures('no server') ? 0 : 1);
  if (shiftsOnly && needsBuild()) {
    // No current build, and this mode builds nothing: the same handlers, called in process.
    await finish(inProcessShiftFigures('no HTTP server: the production build is not current') ? 0 : 1);
  }
  // The yardstick: an empty Next app of the same version on the same cores, measured alone (stopped before
  // the portal starts, so neither takes CPU from the other), with the same load as each portal route.
  let empty = null;
  if (process.env.BENCH_ONLY !== 'mixed' && !shiftsOnly) {
    const emptyDir = path.resolve('data/bench-empty');
    await buildEmptyApp(emptyDir);
    const emptyPort = String(Number(port) + 1);
    const emptyServer = await startEmptyApp(emptyDir, emptyPort);
    const emptyBase = `http://127.0.0.1:${emptyPort}`;
    try {
      for (let i = 0; i < 50; i++) await (await fetch(`${emptyBase}/`)).text(); // warm up
      empty = {
        page: await load('empty app: GET / (SSR page)', `${emptyBase}/`),
        json: await load('empty app: GET /api/list (JSON route)', `${emptyBase}/api/list`),
        js: await firstLoadJs('/', '', emptyBase),
      };
    } finally {
      emptyServer.kill('SIGTERM');
      await new Promise((r) => emptyServer.once('exit', r));
    }
  }
  // PROF_DIR (as in scripts/start.mjs): the server writes a .cpuprofile there when it stops.
  const profile = process.env.PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROF_DIR}`] : [];
  server = spawn(process.execPath, [...profile, 'scripts/server.mjs'], {
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'w') : 'ignore', 'inherit'],
    env: { ...env, NODE_ENV: 'production' },
  });
  await waitForHttp(`${base}/acme/login`);
  const jwt = await signIn('admin@acme.test', 'acme');
  const cookie = `session=${jwt}`;
  // Referrals is Super Admin only; the first-load JS table walks every route with this one.
  const superCookie = `session=${await signIn('superadmin@acme.test', 'acme')}`;
  const api = (p) => `${base}/api/main/client-portal/${p}`;
  const benchLocation =
    (await (await fetch(`${base}/api/on-demand/locations`, { headers: { cookie } })).json()).data.find((l) => l.name === 'Bench Site 7')
      ?._id ?? 'all';
  const monday = (weeksAgo) => {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) - 7 * weeksAgo);
    return d.toISOString().slice(0, 10);
  };
  const shiftUrls = shiftRoutes(monday(0));
  const contactCookie = `session=${await signIn('contact@acme.test', 'acme')}`;
  /** The shifts board's list and the overview (cached, and under another user's edits: mostly misses). */
  async function shiftFigures() {
    for (let i = 0; i < 5; i++)
      for (const [u, c] of [
        [shiftUrls.board, cookie],
        [shiftUrls.overview, cookie],
        [shiftUrls.overview, contactCookie],
      ])
        await (await fetch(u, { headers: { cookie: c } })).arrayBuffer();
    const rows = [
      await load('GET shifts/v2 (a board week, 200 a page)', shiftUrls.board, { cookie }),
      await load('GET overview (agency)', shiftUrls.overview, { cookie }),
      await load('GET overview (contact, her locations)', shiftUrls.overview, { cookie: contactCookie }),
    ];
    const [sheet] = (await (await fetch(api('timesheets/v2?status=pending&per_page=1'), { headers: { cookie } })).json()).data;
    let editing = true;
    const editor = (async () => {
      for (let i = 0; editing; i++) {
        await fetch(api(`timesheets/v2/${sheet._id}`), {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ comment: `bench overview edit ${i}` }),
        });
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    rows.push(await load('GET overview (agency, an edit every 100 ms)', shiftUrls.overview, { cookie }));
    editing = false;
    await editor;
    return rows;
  }
  if (shiftsOnly) {
    printShiftFigures(await shiftFigures(), `over HTTP, ${db.url.includes('portal_test_') ? 'PostgreSQL' : 'embedded PGlite'}`);
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    server = null;
    await finish(inProcessShiftFigures('server stopped') ? 0 : 1);
  }
  const filtered = `timesheets/v2?status=approved&location=${benchLocation}&custom_search=Bench00042&dateRange=${encodeURIComponent(`${monday(30)} to ${monday(1)}`)}`;
  if (process.env.BENCH_ONLY !== 'mixed') {
    for (const r of ['/acme/login', '/timesheets']) await fetch(`${base}${r}`, { headers: { cookie } }); // warm up
    const rssBefore = await rssMb(server.pid);

    const jobPage = `${base}${/href="(\/acme\/jobs\/[0-9a-f-]{36})"/.exec(await (await fetch(`${base}/acme/jobs`)).text())[1]}`;
    // Another user editing a timesheet every 100 ms raises the tenant's data version, so most list
    // requests of this run miss the page cache and query the database: the uncached figure.
    const [editable] = (await (await fetch(api('timesheets/v2?status=pending&per_page=1'), { headers: { cookie } })).json()).data;
    let editing = true;
    const editor = (async () => {
      for (let i = 0; editing; i++) {
        await fetch(api(`timesheets/v2/${editable._id}`), {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ comment: `bench edit ${i}` }),
        });
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const underWrites = await load('GET timesheets/v2 (default, an edit every 100 ms)', api('timesheets/v2'), { cookie });
    editing = false;
    await editor;
    const runs = [
      await load('GET timesheets/v2 (default filters)', api('timesheets/v2'), { cookie }),
      underWrites,
      await load('GET timesheets/v2 (filtered + searched)', api(filtered), { cookie }),
      ...(await (async () => {
        const counts = [];
        for (const status of COUNT_STATUSES)
          counts.push(await load(`GET timesheets/count/${status}`, api(`timesheets/count/${status}`), { cookie }));
        return counts;
      })()),
      ...(await shiftFigures()),
      await load('GET whos-working (live)', api('whos-working'), { cookie }),
      await load('GET /api/main/client-portal/user', `${base}/api/main/client-portal/user`, { cookie }),
      await load('GET /api/main/client-portal/acme/settings/public', `${base}/api/main/client-portal/acme/settings/public`),
      await load('GET /acme/login (SSR page)', `${base}/acme/login`),
      await load('GET /acme/jobs (public job board, SSR, page cache)', `${base}/acme/jobs`),
      await load('GET /acme/jobs/{id} (public job page, SSR, page cache)', jobPage),
      // A parameter the pages do not read keeps a URL out of the page cache: what every miss costs.
      await load('GET /acme/jobs?utm=… (SSR, rendered each time)', `${base}/acme/jobs?utm=bench`),
      await load('GET /timesheets (SSR portal shell)', `${base}/timesheets`, { cookie }),
    ];
    const firstBytes = [
      await ttfb('/acme/jobs (public job board)', `${base}/acme/jobs`),
      await ttfb('/acme/jobs/{id} (public job page)', jobPage),
      await ttfb('/timesheets (portal page)', `${base}/timesheets`, { cookie }),
      await ttfb('GET timesheets/v2 (API)', api('timesheets/v2'), { cookie }),
    ];
    const js = [];
    // Public pages are measured signed out (a signed-in visitor of /acme/login is sent to the dashboard).
    for (const r of ['/acme/login', '/acme/jobs', new URL(jobPage).pathname, '/iframes/placements/acme'])
      js.push({ ...(await firstLoadJs(r, '')), public: true });
    for (const r of [
      '/overview',
      '/jobs',
      '/timesheets',
      `/timesheets/view/${editable._id}`,
      '/timecards',
      '/whos-working',
      '/admin-settings/client-portal',
      '/jobs-v2',
      '/jobs-v2/new/update',
      '/applications',
      '/candidates',
      '/candidates/update/new',
      '/companies',
      '/contacts',
      '/placements',
      '/orders',
      '/onboarding',
      '/push-notification',
      '/career-resources',
      '/referrals',
      '/activity-report',
      '/iframes/support-center',
      '/routes',
      '/todos',
      '/admin-settings/users',
      '/admin-settings/roles',
      '/admin-settings/notifications',
      '/admin-settings/custom-reports',
      '/admin-settings/reports',
      '/admin-settings/jobs',
      '/admin-settings/integrations',
      '/admin-settings/import',
      '/admin-settings/onboarding',
    ])
      js.push(await firstLoadJs(r, superCookie));
    const rssAfter = await rssMb(server.pid);
    const boards = await liveBoardFigures({
      base,
      cookie,
      pids: [server.pid, ...(db.pid ? [db.pid] : [])],
      count: Number(process.env.BENCH_BOARDS ?? 500),
      clockIn: () => clockInSomeone(cookie),
    });
    const exported = await exportRun(cookie, `${monday(5)} to ${monday(1)}`);
    const lighthouse = await lighthouseRuns([`${base}/acme/jobs`, jobPage]);

    console.log(`\nLatency at 32 connections, ${seconds} s each (${db.url.includes('portal_test_') ? 'PostgreSQL' : 'embedded PGlite'})`);
    console.log(
      'endpoint'.padEnd(52),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'req/s'.padStart(9),
      'empty app'.padStart(10),
      'ratio'.padStart(6),
      '  statuses',
    );
    // Pages against the empty app's SSR page, API routes against its JSON route handler.
    const yardstick = (r) => (empty ? (/SSR/.test(r.name) ? empty.page : empty.json) : null);
    for (const r of [...(empty ? [empty.page, empty.json] : []), ...runs]) {
      const y = r.name.startsWith('empty app') ? null : yardstick(r);
      console.log(
        r.name.padEnd(52),
        r.p50.padStart(8),
        r.p95.padStart(8),
        r.p99.padStart(8),
        r.rps.toFixed(0).padStart(9),
        (y ? y.rps.toFixed(0) : '').padStart(10),
        (y ? (r.rps / y.rps).toFixed(2) : '').padStart(6),
        ' ',
        r.codes,
      );
    }
    console.log('\nServer time to first byte, one request at a time (median of 20)');
    for (const f of firstBytes) console.log(`${f.name.padEnd(40)} ${f.ms.toFixed(1).padStart(7)} ms`);
    if (empty)
      console.log(
        `\nPublic pages against the empty app's page (${empty.js.kb.toFixed(1)} kB of script, HTML ${empty.js.htmlKb.toFixed(1)} kB): goal script within 10 kB of it`,
      );
    for (const j of js.filter((j) => j.public))
      console.log(
        `${j.route.padEnd(40)} HTML ${j.htmlKb.toFixed(1).padStart(6)} kB (${j.htmlGzipKb.toFixed(1)} kB gzip), script ${j.kb.toFixed(1)} kB` +
          (empty ? ` (${(j.kb - empty.js.kb >= 0 ? '+' : '') + (j.kb - empty.js.kb).toFixed(1)} kB over the empty app)` : ''),
      );
    console.log('\nFirst-load JS per route (gzip; budget for authenticated pages: < 200 kB)');
    for (const j of js)
      console.log(
        `${j.route.padEnd(40)} ${j.kb.toFixed(1).padStart(7)} kB in ${j.files} files ${j.public ? '(public)' : j.kb < 200 ? 'ok' : 'OVER BUDGET'}`,
      );
    console.log(
      `\nServer memory: ${rssBefore.toFixed(0)} MB before load, ${rssAfter.toFixed(0)} MB after (+${(rssAfter - rssBefore).toFixed(0)} MB)`,
    );
    console.log(
      `\nLive board by push: ${boards.heard} of ${boards.count} open boards had the clock-in's event: p50 ${boards.p50?.toFixed(0)} ms, ` +
        `p95 ${boards.p95?.toFixed(0)} ms, max ${boards.max?.toFixed(0)} ms after the clock-in answered (goal < 1,000 ms; the clock-in request itself took ${boards.clockInMs.toFixed(0)} ms); ` +
        `server CPU at rest (app${db.pid ? ' and embedded database' : ''}) ${(boards.atRest * 100).toFixed(1)}% of a core with them open, ${(boards.idle * 100).toFixed(1)}% with none (goal < 10%); ` +
        `server RSS +${boards.rssGrowthMb.toFixed(1)} MB with them open (${((boards.rssGrowthMb * 1024) / boards.count).toFixed(1)} kB per open stream over HTTP)`,
    );
    console.log('\nLighthouse, mobile preset (goal: performance >= 99, LCP < 1.5 s):');
    for (const l of lighthouse)
      console.log(
        `${new URL(l.url).pathname.padEnd(60)} performance ${l.score}, LCP ${(l.lcpMs / 1000).toFixed(2)} s, TBT ${l.tbtMs.toFixed(0)} ms, script ${l.scriptKb.toFixed(1)} kB`,
      );
    console.log(
      `\nCSV export of ${exported.rows.toLocaleString('en')} timesheets (budget: < 5 s, memory growth < 100 MB): ${exported.seconds.toFixed(2)} s, ` +
        `${(exported.bytes / 1048576).toFixed(1)} MB, first byte after ${exported.firstByteMs} ms, server RSS ${exported.rssStart.toFixed(0)} → peak ${exported.rssPeak.toFixed(0)} MB (+${(exported.rssPeak - exported.rssStart).toFixed(0)} MB)`,
    );
  }

  // The mixed load of issue 9: approvals working through 5,000 submitted timesheets, invoice toggles over 2,000
  // approved ones, edits of 500 pending ones, sign-ins of the bench users (BENCH_ONLY=mixed runs it alone, after
  // the data load). Writers meet on a row now and then, as colleagues do (scripts/lib/mixed-load.mjs).
  const idsOf = async (query, pages) => {
    const out = [];
    for (let p = 1; p <= pages; p++)
      out.push(
        ...(await (await fetch(api(`timesheets/v2?${query}&per_page=100&page=${p}`), { headers: { cookie } })).json()).data.map(
          (t) => t._id,
        ),
      );
    return out;
  };
  const mixed = await mixedLoad({
    base,
    cookie,
    mailboxKey,
    filteredPath: `/api/main/client-portal/${filtered}`,
    ids: {
      submitted: await idsOf('status=submitted', 50),
      approved: await idsOf('status=approved', 20),
      pending: await idsOf('status=pending', 5),
    },
    signInEmails: Array.from({ length: 400 }, (_, i) => `bench.user${i + 1}@acme.test`),
    visitorPages: ['/acme/login', '/acme/jobs'],
    connections: Number(process.env.MIXED_CONNECTIONS ?? 200),
    seconds: Number(process.env.MIXED_SECONDS ?? 60),
    thinkMs: Number(process.env.MIXED_THINK_MS ?? 0),
  });
  printMixed(mixed, db.url.includes('portal_test_') ? 'PostgreSQL' : 'embedded PGlite');
  const mail = await eventToMail(cookie, `session=${await signIn('contact@acme.test', 'acme')}`);
  console.log(
    `\nNotifications: event to mail in the mailbox (submit → outbox → dispatcher → mail), ${mail.samples} submits: p50 ${mail.p50.toFixed(0)} ms, max ${mail.max.toFixed(0)} ms`,
  );
  console.log(
    `\nPay-and-bill engine: totalling a 7-day week (California rules, rounding, breaks, a night across midnight): ${engineMicroseconds()} µs median (budget < 1,000 µs)`,
  );
  if (mixed.fiveXx || mixed.connectionErrors) process.exitCode = 1;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  server = null;
  if (process.env.BENCH_ONLY !== 'mixed' && !inProcessShiftFigures('server stopped')) process.exitCode = 1;
  if (process.env.BENCH_ONLY !== 'mixed' && !inProcessExportFigures('server stopped')) process.exitCode = 1;
  if (process.env.BENCH_ONLY !== 'mixed' && !invoiceFigures('server stopped')) process.exitCode = 1;
  const dispatched = dispatcherFigures();
  console.log(
    dispatched
      ? `Notification dispatcher: ${dispatched.sent} mails rendered and stored in ${dispatched.seconds.toFixed(2)} s: ${dispatched.perSecond.toFixed(0)} sends/s (one instance)`
      : 'Notification dispatcher: the measurement failed (see above)',
  );
  const streams = streamMemoryFigures();
  console.log(
    streams
      ? `Event streams in process: ${streams.streams} open who's-working streams hold ${(streams.heapPerStream / 1024).toFixed(1)} kB of heap each ` +
          `(RSS ${(streams.rssPerStream / 1024).toFixed(1)} kB each${streams.gcExposed ? '' : ', no --expose-gc'}); ${streams.leftOpen} slots left after closing (goal 0)`
      : 'Event streams in process: the measurement failed (see above)',
  );
  if (!streams || streams.leftOpen) process.exitCode = 1;
} finally {
  server?.kill('SIGTERM');
  await db.stop();
}
