import type { DbOrTx } from '@/lib/db/client';
import { lockRowsById } from '@/lib/db/locks';
import { timesheets } from '@/lib/db/schema';
import { afterCommit } from '@/lib/db/transaction-scope';
import { enqueue, registerJob } from '@/lib/job-queue';
import { openSheetIds } from './sheet-queries';
import { recomputeTotals } from './totals';

/**
 * When the rules that total open timesheets change (the company's timesheet rules, a site's overtime law
 * or time zone, a placement's rates), those timesheets are totalled again (DESIGN.md §7: stored totals
 * always equal the engine's for open timesheets). A few hundred are redone in the very transaction that
 * changed the rule; more would hold the embedded database's single connection for seconds, so they go to
 * the durable queue in batches, each its own short transaction. Until a batch reaches a timesheet, any
 * action that freezes it totals it first (totalBeforeFreezing), so stale totals are never frozen.
 */
export const RECOMPUTE_NOW_LIMIT = 500;
const RECOMPUTE_BATCH = 200;
export const RECOMPUTE_JOB = 'timesheets.recompute';

/** Which open timesheets a change concerns: the whole tenant, one site's, or one placement's. */
export type RecomputeScope = { locationId?: string; placementId?: string };
type JobPayload = RecomputeScope & { afterId: string | null };

/** Totals the open timesheets a change concerns: now, or (past RECOMPUTE_NOW_LIMIT) on the queue once this transaction commits. */
export async function recomputeOpen(tx: DbOrTx, tenantId: string, where: RecomputeScope = {}): Promise<{ now: number; queued: boolean }> {
  const ids = await openSheetIds(tx, tenantId, where, null, RECOMPUTE_NOW_LIMIT + 1);
  if (ids.length <= RECOMPUTE_NOW_LIMIT) {
    await lockRowsById(tx, timesheets, tenantId, ids);
    return { now: await recomputeTotals(tx, tenantId, ids), queued: false };
  }
  await afterCommit(() => enqueue<JobPayload>(RECOMPUTE_JOB, { ...where, afterId: null }, { tenantId }));
  return { now: 0, queued: true };
}

registerJob<JobPayload>(RECOMPUTE_JOB, async (payload, ctx) => {
  if (!ctx.tenantId) throw new Error(`${RECOMPUTE_JOB} needs a tenant`);
  const tenantId = ctx.tenantId;
  const last = await ctx.db.transaction(async (tx) => {
    const ids = await openSheetIds(tx, tenantId, payload, payload.afterId, RECOMPUTE_BATCH);
    await recomputeTotals(tx, tenantId, await lockRowsById(tx, timesheets, tenantId, ids));
    return ids.length === RECOMPUTE_BATCH ? (ids.at(-1) ?? null) : null;
  });
  if (last) await ctx.queue.enqueue(RECOMPUTE_JOB, { ...payload, afterId: last }, { tenantId });
});
