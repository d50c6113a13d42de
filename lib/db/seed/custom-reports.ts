import type { DbOrTx } from '../client';
import * as t from '../schema';

/** Two ready-made reports per demo tenant, so the reports tabs show something on a fresh install. */
const DEMO_REPORTS = [
  {
    name: 'Approved hours by worker',
    source: 'timesheets',
    fields: ['worker_name', 'company_name', 'location_name', 'week_start', 'regular_hours', 'overtime_hours', 'total_hours', 'bill_total'],
    filters: { status: 'approved' },
  },
  {
    name: 'Active placements and margin',
    source: 'placements',
    fields: ['candidate_name', 'company_name', 'location_name', 'position', 'start_date', 'bill_rate', 'pay_rate', 'margin'],
    filters: { status: 'active' },
  },
];

/** Idempotent: the unique (tenant, name) index leaves existing reports (and any an admin renamed into place) alone. */
export async function seedCustomReports(db: DbOrTx, tenantId: string): Promise<void> {
  await db
    .insert(t.customReports)
    .values(DEMO_REPORTS.map((r) => ({ tenantId, ...r })))
    .onConflictDoNothing();
}
