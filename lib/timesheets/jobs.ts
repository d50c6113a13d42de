import { every, registerJob } from '@/lib/job-queue';
import { TIMESHEET_RULES_CHANGED_JOB } from '@/lib/settings/timesheet-rules-job';
import { autoLockTenant, tenantsWithAutoLock } from './auto-lock';
import { recomputeOpen } from './recompute-open';

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

// A settings save that changed the timesheet rules (lib/settings/timesheet-rules-job.ts): every open
// timesheet of the tenant totalled again, a few hundred in this job's transaction, more in RECOMPUTE_JOB's
// batches (recomputeOpen), as when a site's or a placement's rules change.
registerJob<Record<string, never>>(TIMESHEET_RULES_CHANGED_JOB, async (_payload, ctx) => {
  const tenantId = ctx.tenantId;
  if (!tenantId) throw new Error(`${TIMESHEET_RULES_CHANGED_JOB} needs a tenant`);
  await ctx.db.transaction((tx) => recomputeOpen(tx, tenantId));
});
