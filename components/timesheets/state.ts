import { RULES, allowedActions, type Actor, type TimesheetState } from '@/lib/timesheets/transitions';
import type { TimesheetAction } from '@/lib/timesheets/types';
import type { TimesheetRow } from '@/lib/timesheets/schema';

export { actorMay, roleMay } from '@/lib/timesheets/transitions';

/** The transition table's view of a row. */
const stateOf = (r: TimesheetRow): TimesheetState => ({
  status: r.status,
  locked: r.locked,
  archived: r.archived_at !== null,
  invoicedClient: r.invoiced_client,
  invoicedVendor: r.invoiced_vendor,
  payrollExported: r.payroll_exported_at !== null,
});

/** For each action, how many of the rows refuse it (0 = every row allows it), by the same rule the server applies. */
export function refusingCounts(rows: TimesheetRow[], actor: Actor): Map<TimesheetAction, number> {
  const out = new Map<TimesheetAction, number>();
  for (const row of rows) {
    const allowed = new Set(allowedActions(stateOf(row), actor));
    for (const a of Object.keys(RULES) as TimesheetAction[]) if (!allowed.has(a)) out.set(a, (out.get(a) ?? 0) + 1);
  }
  return out;
}
