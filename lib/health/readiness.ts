import type pg from 'pg';
import { pool } from '@/lib/db/client';
import { schemaState } from '@/lib/db/migration-head';
import { workerStatus } from '@/lib/job-queue';

type NotReadyReason = 'database-unreachable' | 'schema-behind' | 'worker-not-running';
type Readiness = { ready: true } | { ready: false; reason: NotReadyReason };

type DatabaseState = 'ok' | 'database-unreachable' | 'schema-behind';

/** A database answer younger than this is served as is; an older one starts a new probe. */
const FRESH_MS = 1_000;
/** A probe still unanswered after this long means the database does not answer: not ready. */
const PROBE_STUCK_MS = 10_000;
/** With no answer yet (the first check of the process), how long a check waits for the first probe. */
const FIRST_WAIT_MS = 2_000;

type Timing = { freshMs: number; stuckMs: number; firstWaitMs: number };
type Deps = { pool: () => pg.Pool; worker: () => 'running' | 'off' | 'not-running'; timing?: Partial<Timing> };

/**
 * The readiness of one app instance (GET /api/ready, the load balancer's health check): the database
 * answers, its schema has every migration this code ships, and this instance's job worker runs (or is
 * switched off with JOB_WORKER=off). Answered in well under 20 ms under any load, because a check never
 * waits behind the database's queue (one connection on the embedded server): it serves the last probe's
 * answer and, once that is older than FRESH_MS, starts one new probe in the background (never more than
 * one at a time). Only a probe unanswered for PROBE_STUCK_MS turns the answer into database-unreachable,
 * so a busy database does not make the balancer take every instance out at once. Once the schema was seen
 * at head it is not asked again (migrations only add): a probe is then `select 1`.
 */
export function readinessCheck(deps: Deps): () => Promise<Readiness> {
  const { freshMs, stuckMs, firstWaitMs }: Timing = {
    freshMs: FRESH_MS,
    stuckMs: PROBE_STUCK_MS,
    firstWaitMs: FIRST_WAIT_MS,
    ...deps.timing,
  };
  const now = () => performance.now();
  let answer: { state: DatabaseState; at: number } | null = null;
  let probe: { done: Promise<DatabaseState>; startedAt: number } | null = null;
  let atHead = false;

  async function ask(): Promise<DatabaseState> {
    try {
      if (atHead) {
        await deps.pool().query('select 1');
        return 'ok';
      }
      atHead = (await schemaState(deps.pool())).atHead;
      return atHead ? 'ok' : 'schema-behind';
    } catch {
      return 'database-unreachable';
    }
  }

  function startProbe(): NonNullable<typeof probe> {
    const mine = {
      startedAt: now(),
      done: ask().then((state) => {
        answer = { state, at: now() };
        if (probe === mine) probe = null;
        return state;
      }),
    };
    probe = mine;
    return mine;
  }

  async function databaseState(): Promise<DatabaseState> {
    if (answer && now() - answer.at < freshMs) return answer.state;
    const current = probe ?? startProbe();
    if (!answer) {
      // No answer yet: wait for the first probe, but only until firstWaitMs after it began (a hung first
      // probe costs each later check nothing).
      const left = firstWaitMs - (now() - current.startedAt);
      if (left <= 0) return 'database-unreachable';
      const timeout = new Promise<null>((resolve) => setTimeout(resolve, left, null).unref());
      return (await Promise.race([current.done, timeout])) ?? 'database-unreachable';
    }
    return now() - current.startedAt >= stuckMs ? 'database-unreachable' : answer.state;
  }

  return async () => {
    const db = await databaseState();
    if (db !== 'ok') return { ready: false, reason: db };
    if (deps.worker() === 'not-running') return { ready: false, reason: 'worker-not-running' };
    return { ready: true };
  };
}

type Holder = { check?: () => Promise<Readiness> };
// One check per process (its cached answer), kept across hot reloads in development.
const holder = globalThis as typeof globalThis & { __readiness?: Holder };

/** This instance's readiness, on the app's pool and worker. */
export function readiness(): Promise<Readiness> {
  const h = (holder.__readiness ??= {});
  h.check ??= readinessCheck({ pool, worker: workerStatus });
  return h.check();
}
