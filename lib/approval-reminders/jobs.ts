import { every, registerJob } from '@/lib/job-queue';
import { tenantsAwaitingApproval } from './approver-queries';
import { firstCursor, reminderStep, type ReminderCursor } from './run';

/** One bounded step of one tenant's reminders; a step that stopped at its limit continues in a follow-up job. */
export const REMINDERS_JOB = 'approval-reminders.tenant';
/** Finds the tenants with timesheets awaiting approval and starts REMINDERS_JOB for each. */
const REMINDERS_SWEEP_JOB = 'approval-reminders.sweep';
/** How often: reminders are counted in hours, so a quarter of an hour is prompt enough. */
export const REMINDERS_PERIOD_S = 15 * 60;

registerJob<Partial<ReminderCursor>>(REMINDERS_JOB, async (payload, ctx) => {
  if (!ctx.tenantId) throw new Error(`${REMINDERS_JOB} needs a tenant`);
  // The first step fixes the run's clock; its follow-ups keep it, so one run is one moment.
  const cursor: ReminderCursor =
    payload.stage && payload.at ? { stage: payload.stage, after: payload.after ?? null, at: payload.at } : firstCursor(new Date());
  const { next } = await reminderStep(ctx.db, ctx.tenantId, cursor);
  if (next) await ctx.queue.enqueue(REMINDERS_JOB, next, { tenantId: ctx.tenantId });
});

registerJob<Record<string, never>>(REMINDERS_SWEEP_JOB, async (_payload, ctx) => {
  for (const tenantId of await tenantsAwaitingApproval(ctx.db)) {
    // One run per tenant per period, however many instances sweep (the throttle slot is keyed by the tenant).
    await ctx.queue.enqueue(REMINDERS_JOB, {}, { tenantId, singletonKey: tenantId, singletonSeconds: REMINDERS_PERIOD_S });
  }
});

every(REMINDERS_SWEEP_JOB, REMINDERS_PERIOD_S);
