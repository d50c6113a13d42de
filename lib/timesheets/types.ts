/**
 * The timesheet API contract (issue 3): what route handlers return and screens consume.
 * Field names follow SPEC §3 (`_id`, `user_id`, `location_id`, `status`, `comment`, `manager`).
 */
export const TIMESHEET_STATUSES = ['pending', 'submitted', 'approved', 'rejected'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];
/**
 * List tabs: every status, all (not archived), past due (awaiting approval past the deadline after the
 * week's end: the one definition of lib/timesheets/awaiting.ts) and archived.
 */
export const TIMESHEET_TABS = ['all', ...TIMESHEET_STATUSES, 'past_due', 'archived'] as const;
export type TimesheetTab = (typeof TIMESHEET_TABS)[number];

export const INVOICE_TYPES = ['client', 'vendor'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const PAYROLL_TYPES = ['csv', 'paychex', 'everee'] as const;
export type PayrollType = (typeof PAYROLL_TYPES)[number];

export const TIMESHEET_SORTS = ['week_start', 'worker', 'location', 'status', 'total_hours', 'updated_at'] as const;
export type TimesheetSort = (typeof TIMESHEET_SORTS)[number];
/** The timecard list's header sorts: clock_in (the default) walks the (tenant, clock_in) index; worker and location as the timesheet list's. */
export const TIMECARD_SORTS = ['worker', 'location', 'clock_in'] as const;
export type TimecardSort = (typeof TIMECARD_SORTS)[number];

export const TIMESHEET_ACTIONS = [
  'submit',
  'approve',
  'reject',
  'edit',
  'invoice',
  'invoice_toggle',
  'lock',
  'unlock',
  'archive',
  'restore',
  'payroll',
] as const;
export type TimesheetAction = (typeof TIMESHEET_ACTIONS)[number];

/**
 * Fields a timesheet log records before and after values of (issue 10, field-level audit). Every one has
 * a label in messages/timesheets/<locale>.json under `log.fields`, so the History tab never shows a key.
 * pay_rate and bill_rate are not user-editable today; they are listed so a logged rate change has a
 * label, and pay_rate is hidden from roles that may not see pay (lib/auth/pay-visibility.ts).
 */
export const TIMESHEET_AUDIT_FIELDS = [
  'comment',
  'manager',
  'locked',
  'invoiced_client',
  'invoiced_vendor',
  'archived_at',
  'payroll_exported_at',
  'payroll_batch',
  'bill_rate',
  'pay_rate',
] as const;
export const TIMECARD_AUDIT_FIELDS = ['clock_in', 'clock_out', 'break_minutes'] as const;
export type AuditField = (typeof TIMESHEET_AUDIT_FIELDS)[number] | (typeof TIMECARD_AUDIT_FIELDS)[number];

/** The shape of a timesheet log's `changes` column lives beside the schema that stores it. */
export type { ChangeValue } from '@/lib/db/field-change';

/** The longest reason a change may carry (the edit screen's "Reason for the change"). */
export const MAX_REASON_LENGTH = 500;

export type StatusCounts = Record<TimesheetTab, number>;

/** Field keys of the custom export (export/custom `fields`), shared by the field picker and the route. */
export const EXPORT_FIELD_KEYS = [
  'worker_name',
  'user_id',
  'company_name',
  'location_name',
  'position',
  'week_start',
  'week_end',
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
  'invoiced_client',
  'invoiced_vendor',
  'locked',
  'payroll_exported_at',
  'comment',
  'manager',
  '_id',
  'placement_id',
  'submitted_at',
  'approved_at',
  'updated_at',
] as const;
export type ExportFieldKey = (typeof EXPORT_FIELD_KEYS)[number];
