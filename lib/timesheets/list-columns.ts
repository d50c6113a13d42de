/**
 * The timesheet list's columns, in table order: the one list the list screen draws a cell for
 * (components/timesheets/list/columns.tsx, checked by its type), the column chooser offers, and a user's
 * saved choice (table-configs, table 'timesheets') is read against. No server imports: the browser reads it.
 */
export const TIMESHEET_LIST_COLUMNS = [
  'worker',
  'company',
  'location',
  'placement',
  'week',
  'status',
  'regular_hours',
  'overtime_hours',
  'double_time_hours',
  'total_hours',
  'bill_rate',
  'pay_rate',
  'bill_total',
  'pay_total',
  'margin',
  'flags',
  'manager',
  'updated_at',
] as const;
export type TimesheetListColumn = (typeof TIMESHEET_LIST_COLUMNS)[number];

/** Always shown: a row means nothing without whose timesheet it is and where it stands. */
export const FIXED_LIST_COLUMNS: readonly TimesheetListColumn[] = ['worker', 'status'];
/** Shown until the user chooses (and by the chooser's reset). */
export const DEFAULT_LIST_COLUMNS: readonly TimesheetListColumn[] = [
  'worker',
  'company',
  'location',
  'week',
  'status',
  'regular_hours',
  'overtime_hours',
  'total_hours',
  'bill_total',
  'flags',
];

/** A saved choice, cleaned: unknown keys dropped, fixed columns kept, table order preserved; none saved = the defaults. */
export function visibleListColumns(saved: readonly string[] | null | undefined): TimesheetListColumn[] {
  const chosen = new Set<string>(saved?.length ? saved : DEFAULT_LIST_COLUMNS);
  return TIMESHEET_LIST_COLUMNS.filter((k) => chosen.has(k) || FIXED_LIST_COLUMNS.includes(k));
}
