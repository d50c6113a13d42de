import { AsyncLocalStorage } from 'node:async_hooks';
import { log } from '@/lib/log';
import { isRetryableConflict, pgErrorCode } from './pg-errors';

/**
 * What one attempt of a transaction callback asked to happen outside the database: run after it commits,
 * or undone when it does not. An attempt that loses a race is re-run from the start (DESIGN.md §7), so
 * anything a callback does beyond its `tx` must go through these, or it would happen once per attempt.
 */
type Scope = { afterCommit: (() => unknown)[]; onRollback: (() => unknown)[] };

// One store per process, kept on globalThis: Next bundles this module into more than one layer (the
// instrumentation hook that starts the job worker, the route handlers, the pages), each with its own
// copy. The database client is a process singleton too, so whichever copy made it wraps every
// transaction; with a store per copy, afterCommit in another copy found no transaction and ran its
// effect at once, inside it (and the job queue refused to enqueue there).
const holder = globalThis as typeof globalThis & { __transactionScope?: AsyncLocalStorage<Scope> };
const current = (holder.__transactionScope ??= new AsyncLocalStorage<Scope>());

/** True while a transaction callback (or anything it awaits) runs. */
export const insideTransaction = () => current.getStore() !== undefined;

/**
 * Runs `effect` once the current transaction has committed (at once when there is none). Its error
 * reaches the caller, though the data is committed by then: a mail that could not go out still says so.
 */
export async function afterCommit(effect: () => unknown): Promise<void> {
  const scope = current.getStore();
  if (scope) scope.afterCommit.push(effect);
  else await effect();
}

/** Runs `undo` if the current attempt rolls back (a refusal, an error, or a lost race about to be re-run). */
export function onRollback(undo: () => unknown): void {
  current.getStore()?.onRollback.push(undo);
}

/** Attempts per transaction: the first run and three re-runs after a deadlock or serialization failure. */
export const TRANSACTION_ATTEMPTS = 4;

/** 10–50 ms before the second attempt, 20–100 ms before the third, 40–200 ms before the fourth. */
const backoffMs = (attempt: number) => {
  const base = 10 * 2 ** (attempt - 1);
  return base + Math.random() * 4 * base;
};

/** Runs every effect, even after one fails; hands back what failed. */
async function runAll(effects: (() => unknown)[]): Promise<unknown[]> {
  const errors: unknown[] = [];
  for (const effect of effects) {
    try {
      await effect();
    } catch (err) {
      errors.push(err);
    }
  }
  return errors;
}

/**
 * Runs `begin` (which opens a transaction and calls `body` inside it) until it commits. A deadlock
 * (40P01) or serialization failure (40001) rolls the attempt back and runs it again after a short
 * jittered pause; after the last attempt the error goes to the caller (lib/api answers it 409).
 */
export async function withRetries<T>(begin: (body: <R>(fn: () => Promise<R>) => Promise<R>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const scope: Scope = { afterCommit: [], onRollback: [] };
    let result: T;
    try {
      result = await begin((fn) => current.run(scope, fn));
    } catch (error) {
      for (const err of await runAll(scope.onRollback)) log.error({ err }, 'undoing an effect of a rolled-back transaction failed');
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(error)) throw error;
      log.warn({ code: pgErrorCode(error), attempt }, 'transaction lost a race with another one; running it again');
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
      continue;
    }
    // The first failure goes to the caller (and its handler logs it); any others are logged here.
    const failed = await runAll(scope.afterCommit);
    for (const err of failed.slice(1)) log.error({ err }, 'an effect after a committed transaction failed');
    if (failed.length) throw failed[0];
    return result;
  }
}
