import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import * as one from '@/app/api/main/client-portal/timesheets/v2/[id]/route';
import * as mark from '@/app/api/main/client-portal/timesheets/v2/mark/route';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { generalCapacity, splitsPool, transactionCapacity } from '@/lib/db/transaction-slots';
import { databaseUrl, env } from '@/lib/env';
import { call, signIn } from './helpers';
import { contactLocationIds, makeTimesheet, sheetById, signInAs, tenantBySlug, type SheetRow } from './time-helpers';

/*
 * Issue 24 item 7: under the mixed load every transaction waited ~3–7 s for one of the transaction slots
 * (lib/db/transaction-slots.ts), a sign-in behind every bulk approval queued before it. Short transactions
 * (a sign-in, one timesheet's edit) now have a slot general ones may not take, and get each freed slot first.
 * Here bulk approvals waiting on a row lock another connection holds fill every general slot (before the
 * lanes, every slot there was), and more queue for one: a sign-in and an edit must still answer within 2 s.
 */

let admin = '';
let acmeId = '';
let locationId = '';
let hot: SheetRow;
let editable: SheetRow;
const own: SheetRow[] = [];

// Enough bulk approvals to fill every transaction slot, with two more waiting.
const BULK = transactionCapacity(env().DB_POOL_MAX) + 2;
// Connections side by side: only there can a transaction wait on another's row lock. The embedded server
// has one (DB_POOL_MAX=1), where both lanes share its one slot and everything runs one after the other.
const sideBySide = env().DB_POOL_MAX > 1;

beforeAll(async () => {
  admin = await signInAs('admin@acme.test');
  acmeId = (await tenantBySlug('acme')).id;
  locationId = (await contactLocationIds('acme'))[0]!;
  hot = await makeTimesheet({ tenantId: acmeId, locationId, status: 'submitted' });
  editable = await makeTimesheet({ tenantId: acmeId, locationId, status: 'pending' });
  for (let i = 0; i < BULK; i++) own.push(await makeTimesheet({ tenantId: acmeId, locationId, status: 'submitted' }));
}, 60_000);

// Outside the app's pool, as another instance's transaction would be.
let holder: pg.Client | null = null;
afterAll(async () => {
  await holder?.end();
});

const approve = (ids: string[]) =>
  call(mark.PUT, 'PUT', '/api/main/client-portal/timesheets/v2/mark', { token: admin, body: { timesheet_ids: ids } });

/** Bulk approvals waiting on a lock, counted by PostgreSQL. */
async function lockWaiters(): Promise<number> {
  // Inside a transaction the activity view is read once and kept: the holder asks for a fresh look each time.
  await holder!.query('select pg_stat_clear_snapshot()');
  const { rows } = await holder!.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0]!.n;
}

describe('transaction lanes', () => {
  it('a sign-in and a single edit answer within 2 s while bulk approvals waiting on a row lock hold every general slot', async () => {
    const general = generalCapacity(env().DB_POOL_MAX);
    if (sideBySide) {
      // Another connection holds the row every bulk approval names first, as a long transaction would.
      holder = new pg.Client({ connectionString: databaseUrl() });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select id from timesheets where id = $1 for update', [hot.id]);
    }
    // Each approves the held sheet and one of its own: two rows, so the general lane.
    const approvals = own.map((sheet) => approve([hot.id, sheet.id]));
    if (sideBySide) {
      const until = Date.now() + 10_000;
      while ((await lockWaiters()) < general && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      expect(await lockWaiters()).toBeGreaterThanOrEqual(general);
    }

    const started = performance.now();
    const timed = async <T>(work: Promise<T>) => {
      const value = await work;
      return { value, ms: performance.now() - started };
    };
    const cheap = Promise.all([
      timed(signIn('recruiter@acme.test', 'acme')),
      timed(
        call(one.PUT, 'PUT', `/api/main/client-portal/timesheets/v2/${editable.id}`, {
          token: admin,
          params: { id: editable.id },
          body: { comment: 'edited while bulk approvals wait' },
        }),
      ),
    ]);
    // Released after the cheap work answered, or after 4 s: without the lanes they would wait for this.
    await Promise.race([cheap, new Promise((r) => setTimeout(r, 4000))]);
    await holder?.end();
    holder = null;
    const [signedIn, edited] = await cheap;

    expect(signedIn.value.length).toBeGreaterThan(20);
    expect(edited.value.status).toBe(200);
    expect((await sheetById(editable.id)).comment).toBe('edited while bulk approvals wait');
    if (sideBySide) {
      expect(signedIn.ms).toBeLessThan(2000);
      expect(edited.ms).toBeLessThan(2000);
    }
    // All or nothing, one after another on the held row: the first approves it and its own, the rest
    // find it approved and are refused whole.
    const statuses = (await Promise.all(approvals)).map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(BULK - 1).fill(409)]);
    expect((await sheetById(hot.id)).status).toBe('approved');
    const approvedOwn = (await Promise.all(own.map((s) => sheetById(s.id)))).filter((s) => s.status === 'approved');
    expect(approvedOwn).toHaveLength(1);
  }, 30_000);

  it('a transaction given a slot starts at once, however many plain statements queue for a connection', async () => {
    // More slow plain statements than the instance has connections in all: with one pool, a transaction
    // queued behind them for a connection while holding its slot. The embedded database's one connection
    // is not split: there the transaction waits its turn, and only its answer is checked.
    const split = splitsPool(env().DB_POOL_MAX);
    // (then: a drizzle query runs only once something asks for its result.)
    const slow = Array.from({ length: split ? env().DB_POOL_MAX + 3 : 1 }, () =>
      db()
        .execute(sql`select pg_sleep(1.5)`)
        .then(() => 'slept'),
    );
    await new Promise((r) => setTimeout(r, 100));
    const started = performance.now();
    const answer = await db().transaction(async (tx) => (await tx.execute<{ one: number }>(sql`select 1 as one`)).rows[0]?.one);
    const ms = performance.now() - started;
    expect(answer).toBe(1);
    if (split) expect(ms).toBeLessThan(1000);
    await Promise.all(slow);
  }, 20_000);
});
