import { db, pool } from '@/lib/db/client';
import { env } from '@/lib/env';
import { JobQueue, type EnqueueOptions } from './queue';
import { JobWorker } from './worker';

export { every, registerJob } from './registry';
export { JobQueue, type EnqueueOptions } from './queue';
export { JobWorker } from './worker';

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
      s.worker = undefined;
      throw err;
    });
  }
  return s.worker;
}

/** Wakes this process's worker, if it runs one, to look for jobs now (see JobWorker.wake). */
export function wakeWorker(): void {
  state().worker?.wake();
}
