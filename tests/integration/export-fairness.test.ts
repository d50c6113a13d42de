import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as exportRoute from '@/app/api/main/client-portal/timesheets/export/[kind]/route';
import * as userRoute from '@/app/api/main/client-portal/user/route';
import { db } from '@/lib/db/client';
import { theRow } from '@/lib/db/rows';
import { runNamed, slowWorkLog } from '@/lib/db/slow-work';
import { call, expectError, signIn } from './helpers';
import { ownTenant } from './own-tenant';

/**
 * Issue 24 items 7 and 9: on the embedded database a process has one connection, and a request or job
 * that holds it makes every other request wait (an idle instance under a fuzz saw requests wait 30 s).
 * An export of thousands of rows, read slowly by its client, must leave the connection free between its
 * pages, so a cheap request (the session's own user) never waits 2 s behind it; a second export of the
 * tenant meanwhile is refused (429, Retry-After) rather than doubling the work; and what holds the
 * connection a second or more is logged with its name.
 */

const SLUG = 'export-fairness';
const WEEKS = 6;
const WORKERS = 2000;
const ROWS = WEEKS * WORKERS;
let admin = '';
let other = '';

beforeAll(async () => {
  const tenant = await ownTenant(SLUG, 'Export Fairness Staffing');
  const { n } = theRow(
    (await db().execute<{ n: number }>(sql`select count(*)::int as n from timesheets where tenant_id = ${tenant.id}`)).rows,
  );
  if (n < ROWS) {
    // Enough rows for three export pages: workers of their own, a timesheet each for six weeks at one site.
    await db().execute(sql`insert into candidates (tenant_id, first_name, last_name, email)
      select ${tenant.id}, 'Fair' || g, 'Worker' || lpad(g::text, 5, '0'), 'fair' || g || '@mail.test' from generate_series(1, ${WORKERS}) g`);
    await db().execute(sql`
      with w as (select id from candidates where tenant_id = ${tenant.id} and email like 'fair%@mail.test'),
           l as (select id from locations where tenant_id = ${tenant.id} order by name limit 1)
      insert into timesheets (tenant_id, candidate_id, location_id, week_start, status, regular_hours, bill_rate, pay_rate)
      select ${tenant.id}, w.id, l.id, date '2024-01-01' + 7 * wk, 'approved', 40, 30, 20
      from generate_series(0, ${WEEKS - 1}) wk cross join w cross join l`);
  }
  [admin, other] = await Promise.all([signIn(`admin@${SLUG}.test`, SLUG), signIn(`superadmin@${SLUG}.test`, SLUG)]);
}, 120_000);

afterEach(() => {
  vi.restoreAllMocks();
});

const exportAs = (token: string) =>
  call(exportRoute.POST, 'POST', '/api/main/client-portal/timesheets/export/csv', {
    token,
    params: { kind: 'csv' },
    body: { filter: { status: 'all', dateRange: '2024-01-01 to 2024-02-05' } },
  });

/** Reads a body as a slow client does: a chunk, then a pause. Answers the lines read. */
async function readSlowly(res: Response, pauseMs: number): Promise<number> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return lines;
    lines += decoder.decode(value, { stream: true }).split('\r\n').length - 1;
    await new Promise((r) => setTimeout(r, pauseMs));
  }
}

describe('an export read slowly leaves the database to everyone else', () => {
  it('a cheap request never waits 2 s while a large export is read, and a second export of the tenant is refused', async () => {
    const res = await exportAs(admin);
    expect(res.status).toBe(200);
    // Another export of the same tenant while this one is read: refused at once, told when to come back.
    const second = await exportAs(other);
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    await expectError(second, 429, 'rate_limited');

    let reading = true;
    const waits: number[] = [];
    const cheap = (async () => {
      while (reading) {
        const started = performance.now();
        const me = await call(userRoute.GET, 'GET', '/api/main/client-portal/user', { token: other });
        expect(me.status).toBe(200);
        await me.arrayBuffer();
        waits.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    const lines = await readSlowly(res, 60);
    reading = false;
    await cheap;

    expect(lines).toBe(1 + ROWS);
    // The export took seconds (a 60 ms pause per chunk of 500 rows); the cheap requests ran all along.
    expect(waits.length).toBeGreaterThan(10);
    expect(Math.max(...waits)).toBeLessThan(2000);
    // Read to its end, the export gave its slot back: the next one runs.
    const third = await exportAs(other);
    expect(third.status).toBe(200);
    await third.arrayBuffer();
  }, 120_000);

  it('a dropped export gives its slot back', async () => {
    const res = await exportAs(admin);
    expect(res.status).toBe(200);
    await res.body!.cancel();
    const next = await exportAs(admin);
    expect(next.status).toBe(200);
    await next.arrayBuffer();
  }, 60_000);
});

describe('work that holds the connection a second or more is logged with its name', () => {
  it('a slow transaction and its slow statement, named, without their parameters', async () => {
    const warned: { fields: Record<string, unknown>; msg: string }[] = [];
    vi.spyOn(slowWorkLog, 'warn').mockImplementation(((fields: Record<string, unknown>, msg: string) => {
      warned.push({ fields, msg });
    }) as never);
    const secret = 'not-in-the-log-0123456789';
    await runNamed('POST /api/test/slow', () =>
      db().transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(1.1), ${secret}::text as s`);
      }),
    );
    // A quick one is not logged.
    await runNamed('GET /api/test/quick', () => db().transaction((tx) => tx.execute(sql`select 1`)));
    const kinds = warned.map((w) => w.fields.kind).sort();
    expect(kinds).toEqual(['query', 'transaction']);
    for (const w of warned) {
      expect(w.fields.work).toBe('POST /api/test/slow');
      expect(w.fields.ms).toBeGreaterThanOrEqual(1000);
      expect(`${w.msg} ${JSON.stringify(w.fields)}`).not.toContain(secret);
    }
  }, 30_000);
});
