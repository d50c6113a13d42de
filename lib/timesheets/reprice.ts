import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { recomputeOpen } from './recompute-open';
import { OPEN_FOR_TOTALS } from './totals';

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
  await tx.execute(sql`update timesheets t set bill_rate = ${rates.billRate.toFixed(2)}, pay_rate = ${rates.payRate.toFixed(2)}, updated_at = now()
    where t.id in (select t.id from timesheets t where t.tenant_id = ${tenantId} and t.placement_id = ${placementId} and ${OPEN_FOR_TOTALS} order by t.id for no key update)`);
  await recomputeOpen(tx, tenantId, { placementId });
}
