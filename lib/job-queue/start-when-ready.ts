import type pg from 'pg';
import { isDatabaseUnavailable } from '@/lib/db/pg-errors';
import { schemaState } from '@/lib/db/migration-head';
import { log } from '@/lib/log';

/** The first wait after a failed attempt, and the longest: a worker starts at most this long after the schema is ready. */
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/** The wait after the n-th failed attempt (n ≥ 1): 1 s, 2 s, 4 s, … doubling up to 30 s, then 30 s each time. */
export function retryDelayMs(attempt: number): number {
  const n = Number.isFinite(attempt) ? Math.max(1, Math.floor(attempt)) : 1;
  // 2^(n-1) overflows to Infinity for large n; min() keeps the cap either way.
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(n - 1, 30));
}

/** Why a start attempt did not happen or did not succeed: logged with each retry. */
type Blocker = {
  reason: 'database-unreachable' | 'database-error' | 'schema-behind' | 'worker-start-failed';
  err?: unknown;
  applied?: number;
  shipped?: number;
};

async function blockerOf(pool: pg.Pool): Promise<Blocker | null> {
  try {
    const s = await schemaState(pool);
    return s.atHead ? null : { reason: 'schema-behind', applied: s.applied, shipped: s.shipped };
  } catch (err) {
    // Anything else the database refuses (a wrong password, missing permissions) is retried alike; the error says which.
    return { reason: isDatabaseUnavailable(err) ? 'database-unreachable' : 'database-error', err };
  }
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    // Never the only thing keeping a process (a script, a test run) alive.
    setTimeout(resolve, ms).unref();
  });

/**
 * Runs `start` once the database at `pool` answers and has every migration this code ships; until then,
 * and after a failed `start`, tries again after retryDelayMs(attempt), logging each miss at warn with its
 * reason. An instance started before `npm run db:migrate` (a rolling deploy, a first install) thus starts
 * its job worker within MAX_RETRY_MS of the migration, without a restart. `delay` is for tests.
 */
export async function startWhenReady<T>(
  pool: pg.Pool,
  start: () => Promise<T>,
  opts: { delay?: (attempt: number) => number } = {},
): Promise<T> {
  const delay = opts.delay ?? retryDelayMs;
  for (let attempt = 1; ; attempt++) {
    let blocker = await blockerOf(pool);
    if (!blocker) {
      try {
        const started = await start();
        if (attempt > 1) log.info({ attempt }, 'job worker started');
        return started;
      } catch (err) {
        blocker = { reason: isDatabaseUnavailable(err) ? 'database-unreachable' : 'worker-start-failed', err };
      }
    }
    const wait = delay(attempt);
    log.warn(
      { ...blocker, attempt, retryInMs: wait },
      `job worker not started (${blocker.reason}); trying again in ${Math.round(wait / 1000)} s`,
    );
    await sleep(wait);
  }
}
