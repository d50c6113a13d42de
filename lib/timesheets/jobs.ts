import { every, registerJob } from '@/lib/job-queue';
import { autoLockTenant, tenantsWithAutoLock } from './auto-lock';

/** Locks one tenant's due timesheets, a batch per job (payload-free: the tenant is the job's). */
export const AUTO_LOCK_JOB = 'timesheets.auto-lock';
/** Finds the tenants with auto-lock on and enqueues AUTO_LOCK_JOB for each. */
const AUTO_LOCK_SWEEP_JOB = 'timesheets.auto-lock.sweep';
/** How often the sweep runs: deadlines are whole days, so a quarter of an hour is prompt enough. */
export const AUTO_LOCK_PERIOD_S = 15 * 60;

registerJob<Record<string, never>>(AUTO_LOCK_JOB, async (_payload, ctx) => {
  if (!ctx.tenantId) throw new Error(`${AUTO_LOCK_JOB} needs a tenant`);
  const { more } = await autoLockTenant(ctx.db, ctx.tenantId);
  if (more) await ctx.queue.enqueue(AUTO_LOCK_JOB, {}, { tenantId: ctx.tenantId });
});

registerJob<Record<string, never>>(AUTO_LOCK_SWEEP_JOB, async (_payload, ctx) => {
  for (const tenantId of await tenantsWithAutoLock(ctx.db)) {
    // One per tenant per period, however many sweeps run (the throttle slot is keyed by the tenant).
    await ctx.queue.enqueue(AUTO_LOCK_JOB, {}, { tenantId, singletonKey: tenantId, singletonSeconds: AUTO_LOCK_PERIOD_S });
  }
});

every(AUTO_LOCK_SWEEP_JOB, AUTO_LOCK_PERIOD_S);
