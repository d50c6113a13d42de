import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as health from '@/app/api/health/route';
import * as ready from '@/app/api/ready/route';
import { db } from '@/lib/db/client';
import { runMigrations } from '@/lib/db/migrate';
import journal from '@/lib/db/migrations/meta/_journal.json';
import * as schema from '@/lib/db/schema';
import { readinessCheck } from '@/lib/health/readiness';
import { errorResponse } from '@/lib/http/error-response';
import { JobQueue, JobWorker, registerJob, startWhenReady, startWorker, stopWorker } from '@/lib/job-queue';
import { startEmbeddedDbProcess } from '@/scripts/lib/embedded-db.mjs';
import { call } from './helpers';
import { separateSessions } from './job-queue-helpers';

/**
 * Start-up in any order (issue 24 items 1, 2): an instance whose database has no schema yet reports
 * schema-behind, keeps trying to start its job worker, and starts it (and runs jobs) once the migrations
 * ran, without a restart; /api/ready tells the truth at each step. The instance here is a pool, queue and
 * worker of its own on an empty database of its own (a new embedded server, or a new database on the
 * PostgreSQL server of this run), so the shared test database is never behind.
 */
const PING = 'test.readiness.ping';
const ran: string[] = [];
registerJob<{ key: string }>(PING, async ({ key }) => {
  ran.push(key);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `holds` every 50 ms until it is true; fails after `ms`. */
async function until(holds: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`still not so after ${ms} ms`);
    await pause(50);
  }
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** An empty database: nothing migrated. */
async function emptyDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  // The embedded server holds one database and wants one connection per process: a server of its own.
  if (!separateSessions()) return startEmbeddedDbProcess();
  const name = `portal_ready_${process.pid}_${Date.now().toString(36)}`;
  await onServer(`create database ${name}`);
  const url = Object.assign(new URL(process.env.DATABASE_URL!), { pathname: `/${name}` }).toString();
  return { url, stop: () => onServer(`drop database if exists ${name} with (force)`) };
}

let empty: { url: string; stop: () => Promise<void> };
// One connection, as the embedded server allows: the probes below queue behind whatever holds it.
let own: pg.Pool;
let worker: JobWorker;

beforeAll(async () => {
  empty = await emptyDatabase();
  own = new pg.Pool({ connectionString: empty.url, max: 1 });
  worker = new JobWorker(new JobQueue(drizzle(own, { schema }), own), 200, { only: [PING] });
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await own?.end();
  await empty?.stop();
});

describe('an instance started before the migrations', () => {
  it('reports schema-behind, retries starting its worker, and starts it and runs a job once migrated', async () => {
    const check = readinessCheck({ pool: () => own, worker: () => (worker.running ? 'running' : 'not-running') });
    expect(await check()).toEqual({ ready: false, reason: 'schema-behind' });

    const attempts: number[] = [];
    const started = startWhenReady(own, () => worker.start(), {
      delay: (attempt) => {
        attempts.push(attempt);
        return 100;
      },
    });
    // It keeps trying while nothing is migrated, and does not start the worker meanwhile.
    await until(() => attempts.length >= 3);
    expect(worker.running).toBe(false);
    expect(attempts.slice(0, 3)).toEqual([1, 2, 3]);

    await runMigrations(drizzle(own, { schema }));
    await started;
    expect(worker.running).toBe(true);
    // The cached answer (schema-behind) is replaced within about a second.
    await until(async () => (await check()).ready);

    await worker.queue.enqueue(PING, { key: 'after-migration' });
    worker.wake();
    await until(() => ran.includes('after-migration'));
  }, 240_000);

  it('answers from its last probe while the database is busy, and database-unreachable once a probe is stuck', async () => {
    const check = readinessCheck({ pool: () => own, worker: () => 'running', timing: { freshMs: 50, stuckMs: 1_000 } });
    expect(await check()).toEqual({ ready: true });
    await worker.stop();

    let slept = false;
    const sleeping = own.query('select pg_sleep(4)').then(() => {
      slept = true;
    });
    await pause(100);
    // The answer is stale, so a probe starts; it queues behind the sleep, and the check does not wait for it.
    expect(await check()).toEqual({ ready: true });
    expect(slept).toBe(false);
    await pause(1_200);
    expect(await check()).toEqual({ ready: false, reason: 'database-unreachable' });
    expect(slept).toBe(false);
    await sleeping;
    await until(async () => (await check()).ready, 5_000);
  }, 60_000);

  it('with no answer yet, waits for the first probe only so long, once: later checks answer at once', async () => {
    const check = readinessCheck({ pool: () => own, worker: () => 'running', timing: { firstWaitMs: 1_500 } });
    const sleeping = own.query('select pg_sleep(4)');
    expect(await check()).toEqual({ ready: false, reason: 'database-unreachable' });
    // The first probe still waits behind the sleep; a second check does not wait for it again.
    const second = await Promise.race([check(), pause(1_000).then(() => 'waited')]);
    expect(second).toEqual({ ready: false, reason: 'database-unreachable' });
    await sleeping;
    await until(async () => (await check()).ready, 5_000);
  }, 60_000);

  it('counts a database that lacks one of the shipped migrations as behind (a database ahead of the code is at head)', async () => {
    const last = journal.entries.at(-1)?.when;
    expect(last).toEqual(expect.any(Number));
    await own.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', ['from-a-newer-release', Date.now()]);
    expect(await readinessCheck({ pool: () => own, worker: () => 'running' })()).toEqual({ ready: true });
    await own.query('delete from drizzle.__drizzle_migrations where created_at = $1', [last]);
    expect(await readinessCheck({ pool: () => own, worker: () => 'running' })()).toEqual({ ready: false, reason: 'schema-behind' });
  });
});

describe('an API request that meets the schema of a later migration', () => {
  it('is answered 503 unavailable (a passing state, like a restart), not 500', async () => {
    for (const statement of ['select 1 from a_table_a_later_migration_adds', 'select a_column_a_later_migration_adds from tenants']) {
      const err = await db()
        .execute(sql.raw(statement))
        .then(
          () => null,
          (e: unknown) => e,
        );
      const res = await errorResponse(err);
      expect(res.status, statement).toBe(503);
      expect(await res.json()).toMatchObject({ error_code: 'unavailable', message: expect.any(String) });
    }
  });
});

describe('GET /api/health and GET /api/ready (this process, its database at head)', () => {
  afterAll(() => stopWorker());

  it('health: 200 { status: ok }, never cached', async () => {
    const res = await call(health.GET, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('ready: 503 worker-not-running with Retry-After until this process runs its worker, then 200', async () => {
    await stopWorker();
    const res = await call(ready.GET, 'GET', '/api/ready');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    // The reason for machines, the API's error shape for people; no session, no tenant, nothing else.
    expect(Object.keys(body).sort()).toEqual(['error_code', 'message', 'reason', 'status']);
    expect(body).toMatchObject({ status: 'not-ready', reason: 'worker-not-running', error_code: 'not_ready' });
    expect(body.message).toEqual(expect.any(String));

    await startWorker();
    const after = await call(ready.GET, 'GET', '/api/ready');
    expect(after.status).toBe(200);
    expect(after.headers.get('cache-control')).toBe('no-store');
    expect(await after.json()).toEqual({ status: 'ok' });
  });
});
