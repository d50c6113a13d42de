import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { log } from '@/lib/log';

/**
 * Work that holds a database connection this long is logged at warn with what it was. On the embedded
 * database the process has one connection, so every such second is a second every other request waits
 * (issue 24: requests waited over 30 s behind something on an idle instance).
 */
const SLOW_WORK_MS = 1000;

// One store per process, kept on globalThis: Next bundles this module into more than one layer (the
// instrumentation hook that starts the job worker, the route handlers), and the database client is a
// process singleton that must read the name whichever copy set it.
const holder = globalThis as typeof globalThis & { __workName?: AsyncLocalStorage<string> };
const names = (holder.__workName ??= new AsyncLocalStorage<string>());

/**
 * Runs `fn` under a name for the slow-work log: a route ("POST /api/…/export/:id"), a job ("job
 * timesheets.auto-lock"). Never parameters, bodies or tokens: the name is all a slow line says of the work.
 */
export function runNamed<T>(name: string, fn: () => T): T {
  return names.run(name, fn);
}

/** The name of the work running now ("unnamed": a page render or a script, which set none). */
export const workName = (): string => names.getStore() ?? 'unnamed';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A request as a work name: its method and path, ids as `:id`, no query string (it carries the parameters). */
export const requestWorkName = (method: string, url: string): string =>
  `${method} ${new URL(url, 'http://x').pathname.replace(UUID, ':id').replace(/\/\d+(?=\/|$)/g, '/:n')}`;

/**
 * The slow-work lines' own logger (a child of the app's): a loaded machine makes work slow, not wrong, so
 * tests that fail on any warning of the app's logger (the fuzz suite's check for the database safety net)
 * do not see these; a test about them spies here.
 */
export const slowWorkLog = log.child({ module: 'slow-work' });

/**
 * Logs `what` at warn when it ran SLOW_WORK_MS or longer since `startedAt` (performance.now()): a
 * transaction from its first statement to its end, a statement from its sending to its answer, a job step
 * from its start to its end. Answers whether it did.
 */
export function warnIfSlow(what: 'transaction' | 'query' | 'job step', startedAt: number, name = workName()): boolean {
  const ms = Math.round(performance.now() - startedAt);
  if (ms < SLOW_WORK_MS) return false;
  slowWorkLog.warn({ work: name, kind: what, ms }, `slow ${what}: ${name} took ${ms} ms`);
  return true;
}

/**
 * Times each statement of a pooled client (pool.on('connect')), from sending it to its answer: on the
 * client, not the pool, so a wait for a free connection is not counted as the statement's own, and the log
 * names what held the connection, not what waited for it. Both call styles pg uses are covered (the pool's
 * own query() passes a callback; drizzle's transactions await a promise); what the caller gets is untouched.
 */
export function timeStatements(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const timed = (...args: unknown[]): unknown => {
    const startedAt = performance.now();
    const name = workName();
    const done = () => warnIfSlow('query', startedAt, name);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...a: unknown[]) => unknown;
      args[last] = (...a: unknown[]) => {
        done();
        return callback(...a);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
  Object.assign(client, { query: timed });
}
