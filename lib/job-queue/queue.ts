import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Db } from '@/lib/db/client';
import { isRetryableConflict } from '@/lib/db/pg-errors';
import { insideTransaction } from '@/lib/db/transaction-scope';
import { log } from '@/lib/log';
import { ARCHIVE_AFTER_S, FAILED_KEPT_S, jobDefinition, type JobData } from './registry';

/** The schema migration 0012 made for pg-boss (its version is checked when a worker starts). */
const QUEUE_SCHEMA = 'pgboss';

export type EnqueueOptions = {
  /** The tenant the job works for: its admins see the job if it fails. Omit for platform work. */
  tenantId?: string | null;
  /** Not before this moment (default: at once). */
  startAfter?: Date;
  /** With singletonSeconds: at most one job per name, key and period slot; a second enqueue is a no-op. */
  singletonKey?: string;
  singletonSeconds?: number;
  /** With singletonSeconds: when this slot has its job, make one in the next slot instead of nothing (a debounce). */
  debounce?: boolean;
};

/**
 * Runs pg-boss's createQueue, again after a deadlock: a new queue is a partition of pgboss.job, and two
 * instances attaching partitions at once (a first start of several instances) can deadlock; the loser's
 * transaction is rolled back whole, so running it again either creates the queue or finds it made.
 * Within a process creations run one at a time (a start-up ensures many queues at once, and each pair
 * racing for the parent table is a chance of deadlock); across instances the jittered retries spread the
 * losers apart (CI's PostgreSQL pass once saw five deadlocks in a row with shorter, closer ones).
 */
const CREATE_ATTEMPTS = 10;

function creations(): { last: Promise<unknown> } {
  const g = globalThis as typeof globalThis & { __jobQueueCreations?: { last: Promise<unknown> } };
  return (g.__jobQueueCreations ??= { last: Promise.resolve() });
}

async function createRacing(create: () => Promise<void>): Promise<void> {
  const line = creations();
  const mine = line.last.then(async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await create();
      } catch (err) {
        if (attempt >= CREATE_ATTEMPTS || !isRetryableConflict(err)) throw err;
        await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 250 * attempt));
      }
    }
  });
  line.last = mine.catch(() => undefined);
  return mine;
}

/**
 * The durable job queue: pg-boss 10 over the app's own connection pool. Every statement pg-boss runs
 * goes through `executeSql` below (its custom `db` adapter), so it opens no connection of its own: on
 * the embedded database, whose socket server must see one connection per process, it shares the app's
 * one connection. pg-boss needs nothing beyond single statements there: no LISTEN/NOTIFY, no session
 * state, and its row locks (claiming jobs, `FOR UPDATE SKIP LOCKED`) and advisory lock (maintenance)
 * end with the statement that takes them.
 */
export class JobQueue {
  readonly boss: PgBoss;
  private readonly ensured = new Map<string, Promise<void>>();

  constructor(
    readonly db: Db,
    pool: pg.Pool,
  ) {
    this.boss = new PgBoss({
      db: {
        executeSql: (text: string, values: unknown[]) => {
          // Outside the caller's transaction on a second checkout: on the embedded database that would
          // wait forever for the one connection the transaction holds. Enqueue after the commit instead.
          if (insideTransaction())
            return Promise.reject(new Error('job queue used inside a transaction: enqueue after it commits (afterCommit)'));
          return pool.query(text, values);
        },
      },
      schema: QUEUE_SCHEMA,
      // The schema is a committed migration (0012), so instances never race to create or upgrade it.
      migrate: false,
      // Cron needs pg-boss's timekeeper (its own polling and clock checks): recurring jobs use the
      // throttle slots of every() instead, one insert per period.
      schedule: false,
      archiveCompletedAfterSeconds: ARCHIVE_AFTER_S,
      archiveFailedAfterSeconds: FAILED_KEPT_S,
      deleteAfterDays: 7,
    });
    this.boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  }

  /** Creates the queue of a registered job once per process, with the retry policy its registration gives. */
  ensureQueue(name: string): Promise<void> {
    let ready = this.ensured.get(name);
    if (!ready) {
      const def = jobDefinition(name);
      if (!def) return Promise.reject(new Error(`no job is registered as "${name}"`));
      const policy = {
        name,
        retryLimit: def.retryLimit,
        retryDelay: def.retryDelay,
        retryBackoff: def.retryBackoff,
        expireInSeconds: def.expireInSeconds,
      };
      // createQueue leaves an existing queue alone; the update makes the code's policy the stored one.
      ready = createRacing(() => this.boss.createQueue(name, policy)).then(() => this.boss.updateQueue(name, policy));
      this.ensured.set(name, ready);
      ready.catch(() => this.ensured.delete(name));
    }
    return ready;
  }

  /** Adds a job; null when a singleton for that key and slot exists already. Call it outside transactions. */
  async enqueue<T>(name: string, payload: T, opts: EnqueueOptions = {}): Promise<string | null> {
    await this.ensureQueue(name);
    const data: JobData<T> = { tenantId: opts.tenantId ?? null, payload };
    return this.boss.send(name, data, {
      startAfter: opts.startAfter,
      singletonKey: opts.singletonKey,
      singletonSeconds: opts.singletonSeconds,
      singletonNextSlot: opts.debounce,
    });
  }
}
