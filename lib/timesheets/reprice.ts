import type { DbOrTx } from '@/lib/db/client';
import { recomputeOpen } from './recompute-open';
import { setOpenSheetRates } from './sheet-queries';

/**
 * A placement's new rates reach its open timesheets (DESIGN.md §7: totals follow a rate change); frozen
 * ones keep the rates and totals they were approved, invoiced, locked or exported with.
 */
export async function repriceOpenTimesheets(
  tx: DbOrTx,
  tenantId: string,
  placementId: string,
  rates: { billRate: number; payRate: number },
): Promise<void> {
  await setOpenSheetRates(tx, tenantId, placementId, rates);
  await recomputeOpen(tx, tenantId, { placementId });
}
