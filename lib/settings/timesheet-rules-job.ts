import 'server-only';
import { enqueue, wakeWorker } from '@/lib/job-queue';

/**
 * The job that totals a tenant's open timesheets again after its timesheet rules changed. Settings name
 * it and enqueue it; lib/timesheets/jobs.ts registers what runs it: timesheets read their rules from
 * settings, so settings may not import timesheets (the layers of tests/unit/module-boundaries.test.ts).
 */
export const TIMESHEET_RULES_CHANGED_JOB = 'timesheets.rules-changed';

/**
 * Queues the re-total once the save commits, and wakes this instance's worker so it starts at once. Until
 * it reaches a timesheet, an action that freezes one totals it first (lib/timesheets/totals.ts
 * totalBeforeFreezing), so stale totals are never frozen.
 */
export async function queueTimesheetRulesChanged(tenantId: string): Promise<void> {
  await enqueue(TIMESHEET_RULES_CHANGED_JOB, {}, { tenantId });
  wakeWorker();
}
