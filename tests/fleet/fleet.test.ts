import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FLEET_ENV,
  freePort,
  killHard,
  sleep,
  startBalancer,
  startInstance,
  statusOf,
  stopBalancer,
  stopInstance,
  until,
  Visitor,
  type Balancer,
  type Instance,
} from './fleet-harness';

/**
 * Issue 24 item 8: two instances of the built portal on one PostgreSQL database behind HAProxy, proven as
 * an operator runs them. scripts/fleet.mjs hands this file an empty database (FLEET_DATABASE_URL) and a
 * production build. The steps run in order and share the fleet; each prints its timing for the note.
 */

const databaseUrl = process.env.FLEET_DATABASE_URL ?? '';
const USER = '/api/main/client-portal/user';
let database: pg.Client;
let a: Instance;
let b: Instance;
let balancer: Balancer;
let balancerPort: number;
const admin = new Visitor();

const timing = (what: string, ms: number) => console.log(`fleet: ${what}: ${Math.round(ms)} ms`);
const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
  const { rows } = await database.query(sql, params);
  if (!rows[0]) throw new Error(`no row for: ${sql}`);
  return rows[0] as T;
};

beforeAll(async () => {
  if (!databaseUrl) throw new Error('FLEET_DATABASE_URL is not set: run the fleet test through scripts/fleet.mjs');
  database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  balancerPort = await freePort();
});

afterAll(async () => {
  if (balancer) await stopBalancer(balancer);
  await Promise.all([a, b].filter(Boolean).map((i) => stopInstance(i)));
  // Each instance's whole log, for a failure's post-mortem (and for the same secret scan as e2e's server log).
  mkdirSync('test-reports', { recursive: true });
  for (const i of [a, b].filter(Boolean)) writeFileSync(`test-reports/fleet-${i.name}.log`, i.output.join('\n'));
  await database?.end();
});

describe('a fleet of two instances behind HAProxy on one PostgreSQL', () => {
  it('an instance started before the migrations reports not ready, then becomes ready and runs jobs once the schema is at head', async () => {
    b = await startInstance('b', databaseUrl, `http://127.0.0.1:${balancerPort}`);
    const before = await fetch(`${b.url}/api/ready`);
    expect(before.status).toBe(503);
    expect(((await before.json()) as { reason: string }).reason).toMatch(/schema|database/);
    expect(await statusOf(`${b.url}/api/health`)).toBe(200);

    const migrated = spawnSync('node_modules/.bin/tsx', ['scripts/migrate.ts', '--demo'], {
      env: { ...process.env, ...FLEET_ENV, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    });
    expect(migrated.status).toBe(0);
    const migratedAt = performance.now();
    await until('b is ready', 60_000, async () => (await statusOf(`${b.url}/api/ready`)) === 200);
    timing('b ready after the migration finished', performance.now() - migratedAt);

    // Only b runs: the sign-in mail arrives only if b's job worker dispatches the outbox.
    const signInStarted = performance.now();
    await admin.signIn(b.url, 'admin@acme.test', 'acme');
    timing('sign-in through b alone (request, mail by b’s worker, verify)', performance.now() - signInStarted);

    a = await startInstance('a', databaseUrl, `http://127.0.0.1:${balancerPort}`);
    await until('a is ready', 60_000, async () => (await statusOf(`${a.url}/api/ready`)) === 200);
    balancer = await startBalancer([a, b], balancerPort);
  });

  it('a session works through either instance and through the balancer', async () => {
    expect((await admin.call(a.url, 'GET', USER)).status).toBe(200);
    expect((await admin.call(b.url, 'GET', USER)).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await admin.call(balancer.url, 'GET', USER)).status).toBe(200);
  });

  it('a sign-out on one instance is refused by the other on its very next request', async () => {
    const recruiter = new Visitor();
    await recruiter.signIn(balancer.url, 'recruiter@acme.test', 'acme');
    expect((await recruiter.call(b.url, 'GET', USER)).status).toBe(200);
    const cookie = recruiter.cookieHeader;
    expect((await recruiter.call(a.url, 'POST', '/api/main/client-portal/logout')).status).toBe(200);
    const started = performance.now();
    // The old cookie, replayed as a thief would: the sign-out cleared it from the visitor's jar.
    const replay = await fetch(`${b.url}${USER}`, { headers: { cookie } });
    timing('sign-out on a, the next request on b refused in', performance.now() - started);
    expect(replay.status).toBe(401);
  });

  it('a submitted timesheet mails its reader once, with both workers running', async () => {
    const reader = await one<{ contact_id: string }>(
      `select u.contact_id from users u join tenants t on t.id = u.tenant_id where t.slug = 'acme' and u.email = 'contact@acme.test'`,
    );
    const switches = { approveTimesheets: true, receiveTimesheetEmails: true };
    const saved = await admin.call(a.url, 'PUT', `/api/on-demand/company-contacts/${reader.contact_id}/settings`, switches);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const sheet = await one<{ id: string }>(
      `select ts.id from timesheets ts
        where ts.status = 'pending' and ts.archived_at is null
          and ts.location_id in (select location_id from contact_locations where contact_id = $1)
          -- a worker the demo data has on shift now keeps the week open: submit refuses it (409)
          and not exists (select 1 from timecards tc where tc.timesheet_id = ts.id and tc.clock_out is null)
        order by ts.id limit 1`,
      [reader.contact_id],
    );
    const { id: lastMail } = await one<{ id: number }>('select coalesce(max(id), 0)::int as id from mailbox');
    const submitted = await admin.call(balancer.url, 'POST', '/api/main/client-portal/timesheets/submit', { timesheet_ids: [sheet.id] });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    await until('the outbox is dispatched', 30_000, async () => {
      const { n } = await one<{ n: number }>("select count(*)::int as n from notification_outbox where status = 'pending'");
      return n === 0;
    });
    await sleep(1_000); // a second worker racing for the same row would have written its copy by now
    const { rows } = await database.query<{ to: string; n: number }>(
      'select "to", count(*)::int as n from mailbox where id > $1 group by "to" order by "to"',
      [lastMail],
    );
    expect(rows.map((r) => r.to)).toContain('contact@acme.test');
    for (const row of rows) expect(row.n, row.to).toBe(1);
  });

  it('a deactivation on one instance is refused by the other on its very next request', async () => {
    const contact = new Visitor();
    await contact.signIn(balancer.url, 'contact@acme.test', 'acme');
    expect((await contact.call(b.url, 'GET', USER)).status).toBe(200);
    const user = await one<{ id: string }>(
      `select u.id from users u join tenants t on t.id = u.tenant_id where t.slug = 'acme' and u.email = 'contact@acme.test'`,
    );
    const saved = await admin.call(a.url, 'PATCH', `/api/users/users/${user.id}`, { active: false });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect((await contact.call(b.url, 'GET', USER)).status).toBe(401);
  });

  it('a clock-in on one instance reaches a who’s-working board on the other in under a second', async () => {
    const board = await openBoard(`${b.url}/api/main/client-portal/whos-working/events`, admin.cookieHeader);
    try {
      await sleep(1_000); // the other instance's watcher has read the version it will compare against
      const heard = board.nextChange(5_000); // armed first: the event may come before the clock-in's answer is read
      const answeredAt = await clockInSomeone(a.url);
      const heardAt = await heard;
      timing('clock-in answered on a → change event on b', heardAt - answeredAt);
      expect(heardAt - answeredAt).toBeLessThan(1_000);
    } finally {
      board.close();
    }
  });

  it('kill -9 of one instance under writes loses no acknowledged write, and the other keeps serving', async () => {
    const candidate = await one<{ id: string }>(
      `select c.id from candidates c join tenants t on t.id = c.tenant_id where t.slug = 'acme' order by c.id limit 1`,
    );
    const acknowledged: string[] = [];
    const refused: number[] = [];
    const startedAt = Date.now();
    let killedAt = 0;
    const lateStatuses: number[] = [];
    const writer = async (w: number) => {
      for (let i = 0; Date.now() - startedAt < 8_000; i++) {
        const res = await admin
          .call(balancer.url, 'POST', '/api/candidates/notes', {
            subject_type: 'candidate',
            subject_id: candidate.id,
            body: `fleet ${w}-${i}`,
          })
          .catch(() => ({ status: 0, json: null }));
        if (res.status === 201 || res.status === 200) acknowledged.push((res.json as { data: { _id: string } }).data._id);
        else refused.push(res.status);
        if (killedAt && Date.now() - killedAt > 2_000) lateStatuses.push(res.status);
      }
    };
    const killer = (async () => {
      await sleep(2_500);
      killHard(a);
      killedAt = Date.now();
    })();
    await Promise.all([killer, ...[1, 2, 3, 4].map(writer)]);
    console.log(`fleet: writes under kill -9: ${acknowledged.length} acknowledged, ${refused.length} refused (${refused.join(' ')})`);

    const { rows } = await database.query<{ n: number }>('select count(*)::int as n from notes where id = any($1::uuid[])', [acknowledged]);
    expect(rows[0]?.n).toBe(acknowledged.length);
    expect(acknowledged.length).toBeGreaterThan(20);
    // Two seconds after the kill the balancer has marked a down: every write goes to b and succeeds.
    expect(lateStatuses.length).toBeGreaterThan(0);
    expect(lateStatuses.every((s) => s === 201 || s === 200)).toBe(true);
    expect(await statusOf(`${b.url}/api/ready`)).toBe(200);
  });
});

/** A who's-working board: the event stream held open, resolving the time of the next `change` event. */
async function openBoard(url: string, cookie: string) {
  let text = '';
  let waiter: ((at: number) => void) | null = null;
  const req = http.get(url, { headers: { cookie, accept: 'text/event-stream' } });
  await new Promise<void>((resolve, reject) => {
    req.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`board: HTTP ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes(': connected')) resolve();
        if (waiter && /event: change/.test(text)) waiter(performance.now());
      });
    });
    req.on('error', reject);
  });
  return {
    nextChange: (ms: number) =>
      new Promise<number>((resolve, reject) => {
        text = '';
        waiter = resolve;
        setTimeout(() => reject(new Error(`no change event within ${ms} ms; the stream said: ${JSON.stringify(text)}`)), ms).unref();
      }),
    close: () => req.destroy(),
  };
}

/** Clocks in a worker who is not on the clock, through `base`'s kiosk API; resolves at its answer. */
async function clockInSomeone(base: string): Promise<number> {
  const get = async <T>(p: string) => ((await admin.call(base, 'GET', p)).json as { data: T }).data;
  const working = await get<{ user_id: string }[]>('/api/main/client-portal/whos-working');
  const users = await get<{ _id: string }[]>('/api/main/client-portal/timesheets/users');
  const locations = await get<{ _id: string }[]>('/api/on-demand/locations');
  const busy = new Set(working.map((w) => w.user_id));
  for (const u of users.filter((u) => !busy.has(u._id))) {
    const res = await admin.call(base, 'POST', '/api/work-app/v2/app/timerecord/timecard', {
      user_id: u._id,
      location_id: locations[0]?._id,
      source: 'kiosk',
    });
    if (res.status === 200) return performance.now();
  }
  throw new Error('no worker could be clocked in');
}
