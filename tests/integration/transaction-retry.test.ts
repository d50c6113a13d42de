import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as files from '@/app/api/candidates/files/route';
import * as toggle from '@/app/api/main/client-portal/timesheets/v2/invoice/toggle/route';
import { db, pool } from '@/lib/db/client';
import { attachments, loginTokens, timesheetLogs } from '@/lib/db/schema';
import { afterCommit, onRollback, TRANSACTION_ATTEMPTS } from '@/lib/db/transaction-scope';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { makeCandidate } from './candidates-fixtures';
import { call, json, userByEmail } from './helpers';
import { contactLocationIds, makeTimesheet, sheetById, signInAs, tenantBySlug } from './time-helpers';

/*
 * lib/db/client.ts runs every transaction again when PostgreSQL aborts it for a deadlock (40P01) or a
 * serialization failure (40001), a few times, before the error escapes and the route answers 409. The
 * failures here are real: two connections locking two rows in opposite order, or a trigger that raises
 * the SQLSTATE from inside the database.
 */

let admin = '';
let acmeId = '';
let locationId = '';

beforeAll(async () => {
  admin = await signInAs('admin@acme.test');
  acmeId = (await tenantBySlug('acme')).id;
  locationId = (await contactLocationIds('acme'))[0]!;
  await db().execute(sql`create table if not exists retry_probe (id int primary key, n int not null default 0)`);
  await db().execute(sql`create sequence if not exists retry_attempts`);
});

const warn = vi.spyOn(log, 'warn');
afterEach(() => warn.mockClear());
const reRunCodes = () =>
  warn.mock.calls.filter((c) => String(c[1]).includes('running it again')).map((c) => (c[0] as { code?: string }).code);

/** Counts attempts across rollbacks: a sequence is not transactional. */
const attemptsSoFar = async () =>
  Number(
    (await db().execute<{ n: string }>(sql`select last_value - 1 + (case when is_called then 1 else 0 end) as n from retry_attempts`))
      .rows[0]!.n,
  );

/**
 * A trigger on `table` that fails every write of the row whose `column` is `id` with `code`, for the first
 * `failures` attempts (all of them when null). Dropped by the returned function.
 */
async function failWrites(
  table: string,
  column: string,
  id: string,
  code: '40001' | '40P01',
  failures: number | null,
): Promise<() => Promise<void>> {
  await db().execute(sql`alter sequence retry_attempts restart with 1`);
  const limit = failures === null ? 'true' : `nextval('retry_attempts') <= ${failures}`;
  const count = failures === null ? `perform nextval('retry_attempts');` : '';
  await db().execute(
    sql.raw(`create or replace function retry_probe_fail() returns trigger as $$
    begin
      if new.${column} = '${id}'::uuid then
        ${count}
        if ${limit} then raise exception 'probe: lost a race' using errcode = '${code}'; end if;
      end if;
      return new;
    end $$ language plpgsql`),
  );
  await db().execute(
    sql.raw(`create trigger retry_probe_fail before insert or update on ${table} for each row execute function retry_probe_fail()`),
  );
  return async () => {
    await db().execute(sql.raw(`drop trigger if exists retry_probe_fail on ${table}`));
  };
}

describe('transactions lost to a deadlock or serialization failure are run again', () => {
  it('a real deadlock between two connections: the victim is rolled back, run again, and both commit once', async () => {
    await db().execute(sql`insert into retry_probe (id, n) values (1, 0), (2, 0) on conflict (id) do update set n = 0`);
    // Only where connections run side by side can two transactions wait on each other; the embedded
    // server has one (DB_POOL_MAX=1), so there the two simply run one after the other.
    const sideBySide = (pool().options.max ?? 10) > 1;
    const attempts = { a: 0, b: 0 };
    let aHolds!: () => void;
    let bHolds!: () => void;
    const aLocked = new Promise<void>((r) => {
      aHolds = r;
    });
    const bLocked = new Promise<void>((r) => {
      bHolds = r;
    });
    const bump = (id: number) => sql`update retry_probe set n = n + 1 where id = ${id}`;
    const run = (me: 'a' | 'b', first: number, second: number, mine: () => void, theirs: Promise<void>) =>
      db().transaction(async (tx) => {
        const attempt = ++attempts[me];
        await tx.execute(bump(first));
        if (sideBySide && attempt === 1) {
          mine();
          await theirs;
        }
        await tx.execute(bump(second));
      });
    await Promise.all([run('a', 1, 2, aHolds, bLocked), run('b', 2, 1, bHolds, aLocked)]);
    const rows = (await db().execute<{ id: number; n: number }>(sql`select id, n from retry_probe order by id`)).rows;
    expect(rows.map((r) => Number(r.n))).toEqual([2, 2]);
    if (sideBySide) {
      // PostgreSQL aborted exactly one of them with 40P01; it ran a second time.
      expect(attempts.a + attempts.b).toBe(3);
      expect(reRunCodes()).toEqual(['40P01']);
    } else {
      expect(attempts).toEqual({ a: 1, b: 1 });
    }
  });

  it('a route whose transaction loses twice and then wins answers 200, with the change made once', async () => {
    const sheet = await makeTimesheet({ tenantId: acmeId, locationId, status: 'approved' });
    const restore = await failWrites('timesheets', 'id', sheet.id, '40P01', 2);
    try {
      const res = await call(toggle.PUT, 'PUT', '/api/main/client-portal/timesheets/v2/invoice/toggle', {
        token: admin,
        body: { timesheet_ids: [sheet.id], type: 'client' },
      });
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    } finally {
      await restore();
    }
    expect(await attemptsSoFar()).toBe(3);
    expect(reRunCodes()).toEqual(['40P01', '40P01']);
    expect((await sheetById(sheet.id)).invoicedClient).toBe(true);
    expect(await db().select().from(timesheetLogs).where(eq(timesheetLogs.timesheetId, sheet.id))).toHaveLength(1);
  });

  it(`a route whose transaction loses all ${TRANSACTION_ATTEMPTS} attempts answers 409 with a message, and nothing changed`, async () => {
    const sheet = await makeTimesheet({ tenantId: acmeId, locationId, status: 'approved' });
    const restore = await failWrites('timesheets', 'id', sheet.id, '40001', null);
    let res: Response;
    try {
      res = await call(toggle.PUT, 'PUT', '/api/main/client-portal/timesheets/v2/invoice/toggle', {
        token: admin,
        body: { timesheet_ids: [sheet.id], type: 'client' },
      });
    } finally {
      await restore();
    }
    const body = await json<{ message: string; error_code?: string }>(res);
    expect(res.status, JSON.stringify(body)).toBe(409);
    expect(body).toEqual({
      message: 'Another change to the same records was being saved at the same moment. Please try again.',
      error_code: 'conflict',
    });
    expect(await attemptsSoFar()).toBe(TRANSACTION_ATTEMPTS);
    expect(reRunCodes()).toEqual(Array(TRANSACTION_ATTEMPTS - 1).fill('40001'));
    expect((await sheetById(sheet.id)).invoicedClient).toBe(false);
    expect(await db().select().from(timesheetLogs).where(eq(timesheetLogs.timesheetId, sheet.id))).toHaveLength(0);
  });

  it('effects wait for the commit: a rolled-back attempt undoes its own and queues none, the committed one runs its once', async () => {
    const seen: string[] = [];
    let attempts = 0;
    const result = await db().transaction(async (tx) => {
      const attempt = ++attempts;
      onRollback(() => seen.push(`undo ${attempt}`));
      await afterCommit(() => seen.push(`after ${attempt}`));
      if (attempt === 1) await tx.execute(sql`do $$ begin raise exception 'probe: lost a race' using errcode = '40P01'; end $$`);
      return attempt;
    });
    expect(result).toBe(2);
    expect(seen).toEqual(['undo 1', 'after 2']);
    // Outside a transaction an effect runs at once, and may use db() again.
    await afterCommit(async () => {
      seen.push(String((await db().execute<{ n: number }>(sql`select 7 as n`)).rows[0]!.n));
    });
    expect(seen.at(-1)).toBe('7');
  });

  it('an upload whose transaction keeps losing answers 409 and leaves no file behind from any attempt', async () => {
    const candidate = await makeCandidate(acmeId);
    const dir = path.resolve(env().DATA_DIR, 'uploads', acmeId, 'candidate_resume');
    const listing = async () => (await readdir(dir).catch(() => [] as string[])).sort();
    const before = await listing();
    const restore = await failWrites('attachments', 'subject_id', candidate.id, '40P01', null);
    const form = new FormData();
    form.set('candidate_id', candidate.id);
    form.set('kind', 'resume');
    form.set('file', new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'cv.pdf', { type: 'application/pdf' }));
    let res: Response;
    try {
      res = await call(files.POST, 'POST', '/api/candidates/files', { token: admin, form });
    } finally {
      await restore();
    }
    expect(res.status).toBe(409);
    expect(await attemptsSoFar()).toBe(TRANSACTION_ATTEMPTS);
    expect(await listing()).toEqual(before);
    expect(await db().select().from(attachments).where(eq(attachments.subjectId, candidate.id))).toHaveLength(0);
  });
});

describe('housekeeping sweeps', () => {
  it('a sign-in sweeping expired link tokens skips one another transaction holds instead of waiting for it', async () => {
    const { user } = await userByEmail('recruiter@acme.test');
    const stale = (
      await db()
        .insert(loginTokens)
        .values({
          tenantId: acmeId,
          userId: user.id,
          tokenHash: `stale-${Date.now()}-${Math.random()}`,
          expiresAt: new Date(Date.now() - 3 * 86_400_000),
        })
        .returning()
    )[0]!;
    const exists = async () => (await db().select().from(loginTokens).where(eq(loginTokens.id, stale.id))).length === 1;
    const sideBySide = (pool().options.max ?? 10) > 1;
    // Another sweep in the middle of deleting it: it holds the row's lock.
    const other = await pool().connect();
    let held = true;
    const letGo = async () => {
      if (!held) return;
      held = false;
      await other.query('rollback');
      other.release();
    };
    try {
      await other.query('begin');
      await other.query('select id from login_tokens where id = $1 for update', [stale.id]);
      if (sideBySide) {
        // PostgreSQL proper: the sign-in goes through at once and leaves the held row; a later sweep takes it.
        await signInAs('recruiter@acme.test');
        expect(await exists()).toBe(true);
        await letGo();
        await signInAs('recruiter@acme.test');
      } else {
        // The embedded server's one connection is the holder's: the sign-in queues behind it.
        const signingIn = signInAs('recruiter@acme.test');
        await new Promise((r) => setTimeout(r, 200));
        await letGo();
        await signingIn;
      }
    } finally {
      await letGo();
    }
    expect(await exists()).toBe(false);
  });
});
