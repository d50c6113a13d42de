import 'server-only';
import type { Role } from '@/lib/auth/roles';
import type { DbOrTx } from '@/lib/db/client';
import { summariseRows, type ApprovalSummary } from './approval-summary';
import type { Scope } from './scope';
import { storedTotalsOf } from './sheet-queries';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The summary of timesheets just approved, from their stored totals as the list reads them (a row's
 * total_hours is its three tiers summed and rounded, its bill_total the engine's): approving totals them
 * first and freezes them, so these are the figures the list shows from now on.
 */
export async function approvedSummary(db: DbOrTx, scope: Scope, ids: string[], role: Role): Promise<ApprovalSummary> {
  const rows = await storedTotalsOf(db, scope, ids);
  return summariseRows(
    rows.map((r) => ({
      total_hours: round2(Number(r.regular_hours) + Number(r.overtime_hours) + Number(r.double_time_hours)),
      bill_total: Number(r.bill_total ?? 0),
    })),
    role,
  );
}
