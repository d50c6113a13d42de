import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { every, jobQueue, JobWorker, registerJob } from '@/lib/job-queue';
import { otherInstance, type Instance } from './job-queue-helpers';

/** Jobs of this file only, so what other files enqueue never runs here (and the other way round). */
const tag = Date.now().toString(36);
const OK = `test.ok.${tag}`;
const FLAKY = `test.flaky.${tag}`;
const BROKEN = `test.broken.${tag}`;
const TICK = `test.tick.${tag}`;

const runs = new Map<string, number>();
const count = (key: string) => runs.set(key, (runs.get(key) ?? 0) + 1);

registerJob<{ key: string }>(OK, async ({ key }) => {
  count(key);
});
let flakyFailures = 1;
registerJob<{ key: string }>(
  FLAKY,
  async ({ key }) => {
    count(key);
    if (flakyFailures-- > 0) throw new Error('flaky: first attempt fails');
  },
  { retryLimit: 2, retryDelay: 10, retryBackoff: true },
);
registerJob<{ key: string }>(
  BROKEN,
  async ({ key }) => {
    count(key);
    throw new Error(`broken job ${key} always fails`);
  },
  { retryLimit: 1, retryDelay: 1, retryBackoff: false },
);
registerJob(TICK, async (_p, ctx) => {
  count(`tick:${ctx.job.id}`);
});
// An hour's slot: a run of this file crosses at most one slot boundary.
every(TICK, 3600);

const NAMES = [OK, FLAKY, BROKEN, TICK];
let mine: JobWorker;
let other: Instance;

type JobRow = {
  id: string;
  state: string;
  retry_count: number;
  start_after: Date;
  singleton_on: string | null;
  output: { message?: string } | null;
  db_now: Date;
};
async function job(id: string): Promise<JobRow> {
  const res = await db().execute<JobRow>(
    sql`select id, state, retry_count, start_after, singleton_on, output, now() as db_now from pgboss.job where id = ${id}`,
  );
  return res.rows[0]!;
}
/** Makes a waiting retry due now, as if its back-off had passed. */
const dueNow = (id: string) => db().execute(sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${id}`);

beforeAll(async () => {
  mine = new JobWorker(jobQueue(), 60_000, { only: NAMES });
  other = await otherInstance({ only: NAMES });
});

afterAll(async () => {
  await other.close();
});

describe('job queue', () => {
  it('runs an enqueued job once and completes it', async () => {
    const id = await jobQueue().enqueue(OK, { key: 'once' });
    expect(id).toBeTruthy();
    await mine.runDue();
    await mine.runDue();
    expect(runs.get('once')).toBe(1);
    expect((await job(id!)).state).toBe('completed');
  });

  it('hands each job to one of two workers claiming at the same time', async () => {
    const keys = Array.from({ length: 12 }, (_, i) => `claim-${i}`);
    for (const key of keys) await jobQueue().enqueue(OK, { key });
    // Each worker claims small batches per look; a few looks each drain the twelve.
    for (let i = 0; i < 4; i++) await Promise.all([mine.runDue(), other.worker.runDue()]);
    for (const key of keys) expect(runs.get(key), key).toBe(1);
  });

  it('does not run a job before its start time', async () => {
    const id = await jobQueue().enqueue(OK, { key: 'later' }, { startAfter: new Date(Date.now() + 3_600_000) });
    await mine.runDue();
    expect(runs.get('later')).toBeUndefined();
    expect((await job(id!)).state).toBe('created');
    await dueNow(id!);
    await mine.runDue();
    expect(runs.get('later')).toBe(1);
  });

  it('retries a failed attempt after an exponential back-off, then completes it', async () => {
    const id = (await jobQueue().enqueue(FLAKY, { key: 'flaky' }))!;
    await mine.runDue();
    const waiting = await job(id);
    expect(waiting.state).toBe('retry');
    expect(waiting.output?.message).toBe('flaky: first attempt fails');
    // First retry: retryDelay × 2^1 / 2 plus up to as much again at random, i.e. 10–20 s after the failure.
    const wait = (new Date(waiting.start_after).getTime() - new Date(waiting.db_now).getTime()) / 1000;
    expect(wait).toBeGreaterThan(9);
    expect(wait).toBeLessThanOrEqual(20.5);
    await mine.runDue();
    expect(runs.get('flaky')).toBe(1); // not yet due
    await dueNow(id);
    await mine.runDue();
    expect(runs.get('flaky')).toBe(2);
    expect((await job(id)).state).toBe('completed');
  });

  it('fails a job for good when its attempts are used up, keeping the error', async () => {
    const id = (await jobQueue().enqueue(BROKEN, { key: 'broken' }, { tenantId: null }))!;
    await mine.runDue();
    expect((await job(id)).state).toBe('retry');
    await dueNow(id);
    await mine.runDue();
    const failed = await job(id);
    expect(failed).toMatchObject({ state: 'failed', retry_count: 1 });
    expect(failed.output?.message).toBe('broken job broken always fails');
    expect(runs.get('broken')).toBe(2);
    await mine.runDue();
    expect(runs.get('broken')).toBe(2);
  });

  it('makes one job per period of a recurring job, however many workers look', async () => {
    await Promise.all([mine.runDue(), other.worker.runDue(), mine.runDue(), other.worker.runDue()]);
    // A fresh worker has no memory of the slot: its insert is refused by the database, not skipped here.
    const third = new JobWorker(jobQueue(), 60_000, { only: NAMES });
    await third.runDue();
    const rows = (
      await db().execute<{ singleton_on: string; state: string }>(sql`select singleton_on, state from pgboss.job where name = ${TICK}`)
    ).rows;
    const slots = new Set(rows.map((r) => String(r.singleton_on)));
    expect(rows.length).toBe(slots.size);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(rows.every((r) => r.state === 'completed')).toBe(true);
    expect([...runs.keys()].filter((k) => k.startsWith('tick:'))).toHaveLength(rows.length);
  });

  it('keeps one job per singleton key and period', async () => {
    const a = await jobQueue().enqueue(OK, { key: 'single' }, { singletonKey: 'k', singletonSeconds: 3600 });
    const b = await jobQueue().enqueue(OK, { key: 'single' }, { singletonKey: 'k', singletonSeconds: 3600 });
    const c = await jobQueue().enqueue(OK, { key: 'single' }, { singletonKey: 'other', singletonSeconds: 3600 });
    expect(a).toBeTruthy();
    expect(b).toBeNull();
    expect(c).toBeTruthy();
  });

  it('refuses to enqueue inside a transaction (it would run outside it, and wait forever on the embedded database)', async () => {
    await expect(db().transaction(async () => jobQueue().enqueue(OK, { key: 'tx' }))).rejects.toThrow(/inside a transaction/);
  });

  it('creates new queues when two instances start at once (partitions attached side by side can deadlock: retried)', async () => {
    const fresh = Array.from({ length: 4 }, (_, i) => `test.fresh-${i}.${tag}`);
    for (const name of fresh) registerJob(name, async () => {});
    await Promise.all(fresh.flatMap((name) => [jobQueue().ensureQueue(name), other.queue.ensureQueue(name)]));
    for (const name of fresh) expect(await other.queue.enqueue(name, {})).toBeTruthy();
  });

  it('refuses a job name nobody registered', async () => {
    await expect(jobQueue().enqueue('test.nobody', {})).rejects.toThrow(/no job is registered/);
  });
});
