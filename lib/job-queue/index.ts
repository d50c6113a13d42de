import { db, pool } from '@/lib/db/client';
import { env } from '@/lib/env';
import { JobQueue, type EnqueueOptions } from './queue';
import { startWhenReady } from './start-when-ready';
import { JobWorker } from './worker';

export { every, registerJob } from './registry';
export { JobQueue, type EnqueueOptions } from './queue';
export { JobWorker } from './worker';
export { startWhenReady } from './start-when-ready';

type Holder = { queue?: JobQueue; pool?: ReturnType<typeof pool>; worker?: JobWorker };
// One queue and at most one worker per process, kept across hot reloads in development.
const holder = globalThis as typeof globalThis & { __jobQueue?: Holder };
const state = (): Holder => (holder.__jobQueue ??= {});

/** This process's queue, on the app's pool (made again if the pool was closed and replaced: closeDb). */
export function jobQueue(): JobQueue {
  const s = state();
  if (!s.queue || s.pool !== pool()) {
    s.pool = pool();
    s.queue = new JobQueue(db(), s.pool);
  }
  return s.queue;
}

/** Adds a job to this process's queue. Outside a transaction; inside one, use afterCommit. */
export const enqueue = <T>(name: string, payload: T, opts?: EnqueueOptions) => jobQueue().enqueue(name, payload, opts);

/** Starts this process's worker (once). instrumentation.ts calls it in servers; tests make their own. */
export async function startWorker(): Promise<JobWorker | null> {
  if (env().JOB_WORKER === 'off') return null;
  const s = state();
  if (!s.worker) {
    s.worker = new JobWorker(jobQueue(), env().JOB_POLL_MS);
    await s.worker.start().catch((err: unknown) => {
      // pg-boss keeps a start that threw marked as starting, and would skip its maintenance on a second
      // start() of the same instance: the next attempt gets a new queue (and pg-boss) as well.
      s.worker = undefined;
      s.queue = undefined;
      throw err;
    });
  }
  return s.worker;
}

/**
 * Starts this process's worker once the database answers and its schema is at the code's last migration,
 * trying again with back-off until then (an instance may start before the migrations ran). Resolves with
 * the worker (null when JOB_WORKER=off); instrumentation.ts calls it without waiting for it.
 */
export const startWorkerWhenReady = async (): Promise<JobWorker | null> =>
  env().JOB_WORKER === 'off' ? null : startWhenReady(pool(), startWorker);

/**
 * This process's worker as /api/ready reports it: 'running' once started, 'off' when JOB_WORKER=off says
 * this instance runs none (another instance does), 'not-running' before it has started (the schema not at
 * head yet, see startWorkerWhenReady) or after it stopped.
 */
export function workerStatus(): 'running' | 'off' | 'not-running' {
  if (env().JOB_WORKER === 'off') return 'off';
  return state().worker?.running ? 'running' : 'not-running';
}

/** Stops this process's worker, if it runs one, and forgets it (a later startWorker makes a new one). */
export async function stopWorker(): Promise<void> {
  const s = state();
  const worker = s.worker;
  s.worker = undefined;
  await worker?.stop();
}

/** Wakes this process's worker, if it runs one, to look for jobs now (see JobWorker.wake). */
export function wakeWorker(): void {
  state().worker?.wake();
}
