import type { Role } from '@/lib/auth/roles';
import { RULES, allowedActions, type TimesheetState } from '@/lib/timesheets/transitions';
import type { TimesheetAction, TimesheetRow } from '@/lib/timesheets/types';

export { roleMay } from '@/lib/timesheets/transitions';

/** The transition table's view of a row. */
export const stateOf = (r: TimesheetRow): TimesheetState => ({
  status: r.status,
  locked: r.locked,
  archived: r.archived_at !== null,
  invoicedClient: r.invoiced_client,
  invoicedVendor: r.invoiced_vendor,
  payrollExported: r.payroll_exported_at !== null,
});

/** For each action, how many of the rows refuse it (0 = every row allows it). */
export function refusingCounts(rows: TimesheetRow[], role: Role): Map<TimesheetAction, number> {
  const out = new Map<TimesheetAction, number>();
  for (const row of rows) {
    const allowed = new Set(allowedActions(stateOf(row), role));
    for (const a of Object.keys(RULES) as TimesheetAction[]) if (!allowed.has(a)) out.set(a, (out.get(a) ?? 0) + 1);
  }
  return out;
}
