import { isPayField, seesPay } from '@/lib/auth/pay-visibility';
import type { Role } from '@/lib/auth/roles';

/**
 * What an approval is worth (issue 22 §5): how many timesheets, their hours and their bill total, from
 * the stored totals the list shows (each row's total_hours and bill_total, lib/timesheets/queries.ts).
 * Pure and browser-safe: the confirm dialog sums the rows it is about to approve with it, and the
 * server's answer (approvedSummary) sums the same stored figures with it, so both say one number.
 */

export type ApprovalSummary = { count: number; hours: number; bill_total: number | null };

type Figures = { total_hours: number; bill_total: number | null };

/** Whether `role` is shown a bill total: the one money rule (lib/auth/pay-visibility.ts). */
const seesBill = (role: Role): boolean => seesPay(role) || !isPayField('bill_total');

/**
 * The rows' summary: hours and money summed in hundredths (integers), so no float drift creeps into a
 * long selection. `bill_total` is null for a viewer who may not see it.
 */
export function summariseRows(rows: readonly Figures[], role: Role): ApprovalSummary {
  let hundredthsOfHours = 0;
  let cents = 0;
  for (const r of rows) {
    hundredthsOfHours += Math.round(r.total_hours * 100);
    cents += Math.round((r.bill_total ?? 0) * 100);
  }
  return { count: rows.length, hours: hundredthsOfHours / 100, bill_total: seesBill(role) ? cents / 100 : null };
}
