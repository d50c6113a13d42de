import type { Db } from '@/lib/db/client';
import type { JobQueue } from './queue';

/** What every job carries: the tenant it works for (null: platform work, e.g. the push sweep) and its input. */
export type JobData<T = unknown> = { tenantId: string | null; payload: T };

type JobContext = {
  /** The database of the instance running the job: each job's work is its own transaction(s) on it. */
  db: Db;
  /** The same queue, for follow-up jobs (a batch that stopped at its limit continues in a new job). */
  queue: JobQueue;
  tenantId: string | null;
  job: { id: string; name: string; attempt: number };
};

export type JobHandler<T> = (payload: T, ctx: JobContext) => Promise<void>;

/** Retries of a failed run: `retryLimit` more attempts, the n-th after `retryDelay` × 2^n seconds (jittered). */
export type RetryPolicy = { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number };

export type JobDefinition = RetryPolicy & { name: string; handler: JobHandler<never> };

/**
 * A recurring job: enqueued once per period by whichever instance's worker gets there first. The
 * period is the slot of pg-boss's throttle (a unique index on name, slot and key), so N instances make
 * one job per period; it must not exceed the time completed jobs stay in the job table (ARCHIVE_AFTER_S).
 */
export type Recurring = { name: string; periodSeconds: number; payload: unknown };

const DEFAULT_POLICY: RetryPolicy = { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 };

type Registry = { jobs: Map<string, JobDefinition>; recurring: Map<string, Recurring> };
// Kept on globalThis so a hot reload in development replaces handlers instead of keeping stale ones.
const holder = globalThis as typeof globalThis & { __jobRegistry?: Registry };
const registry = (): Registry => (holder.__jobRegistry ??= { jobs: new Map(), recurring: new Map() });

/** Declares a job name and what runs it. Registering the name again replaces the handler. */
export function registerJob<T>(name: string, handler: JobHandler<T>, policy: Partial<RetryPolicy> = {}): void {
  registry().jobs.set(name, { name, handler: handler as JobHandler<never>, ...DEFAULT_POLICY, ...policy });
}

/** Runs the registered job `name` once every `periodSeconds`, across all instances together. */
export function every(name: string, periodSeconds: number, payload: unknown = {}): void {
  if (!Number.isInteger(periodSeconds) || periodSeconds < 10 || periodSeconds > ARCHIVE_AFTER_S) {
    throw new Error(`every(${name}): the period must be 10 s to ${ARCHIVE_AFTER_S} s`);
  }
  registry().recurring.set(name, { name, periodSeconds, payload });
}

export const jobDefinition = (name: string): JobDefinition | undefined => registry().jobs.get(name);
export const jobNames = (): string[] => [...registry().jobs.keys()];
export const recurringJobs = (): Recurring[] => [...registry().recurring.values()];

/** Completed jobs leave the job table for pg-boss's archive after this long (12 h, pg-boss's default). */
export const ARCHIVE_AFTER_S = 12 * 60 * 60;
/** Failed jobs stay listed for admins (and retryable) this long. */
export const FAILED_KEPT_S = 14 * 24 * 60 * 60;
