// The mixed load of issue 9: MIXED_CONNECTIONS (default 200) concurrent connections for MIXED_SECONDS
// (default 60) of what a busy morning looks like: timesheet lists (default and filtered), counts, who's
// working, approvals, invoice toggles, single edits and full sign-ins, all against one server on
// loopback. Every answer is counted by status; a connection error or any 5xx is a failure. With no think time
// (MIXED_THINK_MS, default 0) the load is closed: 200 connections always wait somewhere, so mean latency is
// 200 / req/s whatever the server does, and making one kind of request faster makes the others wait longer.
// A think time (each connection pauses 0 to 2× that, at random, between its requests) is closer to people.
import http from 'node:http';

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const shuffled = (list) => [...list].sort(() => Math.random() - 0.5);

/**
 * @param {{ base: string, cookie: string, mailboxKey: string, ids: { submitted: string[], approved: string[], pending: string[] },
 *   signInEmails: string[], filteredPath: string, connections?: number, seconds?: number, thinkMs?: number,
 *   visitorPages?: string[] }} opts
 */
export async function mixedLoad(opts) {
  const { base, cookie, mailboxKey, ids, signInEmails, filteredPath } = opts;
  const connections = opts.connections ?? 200;
  const seconds = opts.seconds ?? 60;
  const thinkMs = opts.thinkMs ?? 0;
  // A socket for each connection, and one for each visitor's page: nobody waits for a socket here.
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections + (opts.visitorPages ?? []).length });
  const url = new URL(base);
  const api = (p) => `/api/main/client-portal/${p}`;

  const results = new Map(); // kind → { times: [], statuses: Map }
  let connectionErrors = 0;
  const record = (kind, ms, status) => {
    const r = results.get(kind) ?? { times: [], statuses: new Map() };
    results.set(kind, r);
    r.times.push(ms);
    r.statuses.set(status, (r.statuses.get(status) ?? 0) + 1);
  };

  function send(kind, method, path, body, headers = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          headers: {
            cookie,
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            record(kind, performance.now() - started, res.statusCode);
            resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() });
          });
        },
      );
      req.on('error', () => {
        connectionErrors++;
        record(kind, performance.now() - started, 'error');
        resolve({ status: 0, text: '' });
      });
      req.end(payload);
    });
  }

  let emailTurn = 0;
  async function signIn() {
    const email = signInEmails[emailTurn++ % signInEmails.length];
    const asked = await send('sign-in: request', 'POST', api('login-request'), { email, company_id: 'acme' }, { cookie: '' });
    if (asked.status !== 200) return;
    const mail = await send('sign-in: mailbox', 'GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`, undefined, {
      cookie: '',
      'x-mailbox-key': mailboxKey,
    });
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    if (token) await send('sign-in: verify', 'POST', api('verify-login'), { token, company_id: 'acme' }, { cookie: '' });
  }

  // Approvers work through the submitted sheets: each approval takes the next five nobody has taken yet
  // (200 connections approving random picks of the same few thousand sheets answered mostly 409, already
  // approved); once all are taken it starts over, and those answer 409.
  let approvalQueue = [];
  const nextToApprove = () => {
    if (approvalQueue.length < 5) approvalQueue = shuffled(ids.submitted);
    return approvalQueue.splice(0, 5);
  };

  // The day's mix, by weight: mostly reads, a steady trickle of writes that now and then meet on a row (a
  // toggle's ten of 2,000 approved sheets, an edit's one of 500 pending ones).
  const actions = [
    [30, () => send('GET timesheets/v2', 'GET', api('timesheets/v2'))],
    [12, () => send('GET timesheets/v2 (filtered)', 'GET', filteredPath)],
    [14, () => send('GET timesheets/count/all', 'GET', api('timesheets/count/all'))],
    [14, () => send('GET whos-working', 'GET', api('whos-working'))],
    [8, () => send('PUT timesheets/v2/mark (approve)', 'PUT', api('timesheets/v2/mark'), { timesheet_ids: nextToApprove() })],
    [
      8,
      () =>
        send('PUT timesheets/v2/invoice/toggle', 'PUT', api('timesheets/v2/invoice/toggle'), {
          type: 'client',
          timesheet_ids: shuffled(ids.approved).slice(0, 10),
        }),
    ],
    [
      8,
      () =>
        send('PUT timesheets/v2/{id} (edit)', 'PUT', api(`timesheets/v2/${pick(ids.pending)}`), { comment: `mixed load ${Date.now()}` }),
    ],
    [6, () => signIn()],
  ];
  const total = actions.reduce((n, [w]) => n + w, 0);
  const choose = () => {
    let r = Math.random() * total;
    for (const [w, run] of actions) if ((r -= w) < 0) return run;
    return actions[0][1];
  };

  const until = Date.now() + seconds * 1000;
  const startedAt = performance.now();
  // Beside the load, as a visitor would: the sign-in page and the public job board, each once a second on a
  // connection of its own (issue 24: they must always answer within 1 s). Reported apart, with the slowest.
  const visitorPages = (opts.visitorPages ?? []).map(async (path) => {
    while (Date.now() < until) {
      const started = performance.now();
      await send(`visitor: GET ${path}`, 'GET', path, undefined, { cookie: '' });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - started))));
    }
  });
  await Promise.all([
    ...Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        await choose()();
        if (thinkMs) await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * thinkMs));
      }
    }),
    ...visitorPages,
  ]);
  const elapsed = (performance.now() - startedAt) / 1000;
  agent.destroy();

  const rows = [];
  const all = [];
  for (const [kind, r] of results) {
    r.times.sort((a, b) => a - b);
    // The visitors' pages are a probe beside the load, not part of it.
    if (!kind.startsWith('visitor: ')) all.push(...r.times);
    rows.push({
      kind,
      count: r.times.length,
      p50: percentile(r.times, 50),
      p95: percentile(r.times, 95),
      p99: percentile(r.times, 99),
      max: r.times.at(-1) ?? NaN,
      statuses: [...r.statuses].map(([s, n]) => `${s}×${n}`).join(' '),
    });
  }
  all.sort((a, b) => a - b);
  const fiveXx = [...results.values()].reduce(
    (n, r) => n + [...r.statuses].filter(([s]) => typeof s === 'number' && s >= 500).reduce((m, [, c]) => m + c, 0),
    0,
  );
  return {
    connections,
    thinkMs,
    seconds: elapsed,
    requests: all.length,
    rps: all.length / elapsed,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    fiveXx,
    connectionErrors,
    rows,
  };
}

export function printMixed(m, label) {
  console.log(
    `\nMixed load (${label}): ${m.connections} connections${m.thinkMs ? ` (think time ~${m.thinkMs} ms)` : ''} for ${m.seconds.toFixed(0)} s: ${m.requests} requests, ${m.rps.toFixed(0)} req/s, ` +
      `p50 ${m.p50.toFixed(0)} ms, p95 ${m.p95.toFixed(0)} ms, p99 ${m.p99.toFixed(0)} ms; 5xx: ${m.fiveXx}, connection errors: ${m.connectionErrors}`,
  );
  console.log(
    'request'.padEnd(32),
    'count'.padStart(7),
    'req/s'.padStart(7),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'max ms'.padStart(8),
    '  statuses',
  );
  for (const r of m.rows.sort((a, b) => b.count - a.count)) {
    console.log(
      r.kind.padEnd(32),
      String(r.count).padStart(7),
      (r.count / m.seconds).toFixed(1).padStart(7),
      r.p50.toFixed(0).padStart(8),
      r.p95.toFixed(0).padStart(8),
      r.p99.toFixed(0).padStart(8),
      r.max.toFixed(0).padStart(8),
      ' ',
      r.statuses,
    );
  }
}
