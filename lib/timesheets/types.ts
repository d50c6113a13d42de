import type { FieldChange } from '@/lib/db/field-change';
import type { JurisdictionId } from '@/lib/pay-rules/types';
import type { ShiftRating } from '@/lib/shift-ratings/types';
/**
 * The timesheet API contract (issue 3): what route handlers return and screens consume.
 * Field names follow SPEC §3 (`_id`, `user_id`, `location_id`, `status`, `comment`, `manager`).
 */
export const TIMESHEET_STATUSES = ['pending', 'submitted', 'approved', 'rejected'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];
/**
 * List tabs: every status, all (not archived), past due (pending or submitted, not archived, and the
 * approval deadline after the week's end has passed: lib/timesheets/deadlines.ts) and archived.
 */
export const TIMESHEET_TABS = ['all', ...TIMESHEET_STATUSES, 'past_due', 'archived'] as const;
/** Statuses still waiting for approval: the ones a deadline can pass for. */
export const OPEN_STATUSES = ['pending', 'submitted'] as const satisfies readonly TimesheetStatus[];
export type TimesheetTab = (typeof TIMESHEET_TABS)[number];

export const INVOICE_TYPES = ['client', 'vendor'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const PAYROLL_TYPES = ['csv', 'paychex', 'everee'] as const;
export type PayrollType = (typeof PAYROLL_TYPES)[number];

export const TIMESHEET_SORTS = ['week_start', 'worker', 'location', 'status', 'total_hours', 'updated_at'] as const;
export type TimesheetSort = (typeof TIMESHEET_SORTS)[number];

export type TimesheetRow = {
  _id: string;
  /** The worker (a candidate) this timesheet belongs to. */
  user_id: string;
  worker_name: string;
  location_id: string;
  location_name: string;
  company_id: string;
  company_name: string;
  placement_id: string | null;
  position: string | null;
  week_start: string; // yyyy-MM-dd, the first day of the workweek (company rules: Monday or Sunday)
  week_end: string; // yyyy-MM-dd, its seventh day
  status: TimesheetStatus;
  regular_hours: number;
  overtime_hours: number;
  double_time_hours: number;
  total_hours: number;
  bill_rate: number;
  /** What the worker earns: agency-confidential, so null for a Company Contact (lib/auth/pay-visibility.ts). */
  pay_rate: number | null;
  /** The pay-and-bill engine's totals (lib/pay-rules) under the rules in force at the site, stored. */
  bill_total: number;
  pay_total: number | null;
  /** bill_total − pay_total: agency-confidential, null for a Company Contact. */
  margin: number | null;
  /** Bill and pay by tier (regular, overtime, double time); pay is null for a Company Contact. */
  bill_amounts: TierAmounts | null;
  pay_amounts: TierAmounts | null;
  /** Which rules produced the totals (lib/pay-rules/rules-version.ts); null before the engine existed. */
  rules_version: string | null;
  /** The site's overtime law (locations.pay_rules): 'company' = the company's timesheet rules. */
  overtime_law: JurisdictionId;
  invoiced_client: boolean;
  invoiced_vendor: boolean;
  locked: boolean;
  archived_at: string | null;
  payroll_exported_at: string | null;
  payroll_batch: string | null;
  comment: string | null;
  manager: string | null;
  submitted_at: string | null;
  approved_at: string | null;
  updated_at: string;
};

export type TimecardRow = {
  _id: string;
  timesheet_id: string | null;
  user_id: string;
  worker_name: string;
  location_id: string;
  location_name: string;
  company_name: string;
  shift_id: string | null;
  position: string;
  clock_in: string; // ISO
  clock_out: string | null;
  break_minutes: number;
  /** Worked hours net of breaks; null while clocked in. */
  hours: number | null;
  source: 'kiosk' | 'mobile' | 'manual';
};

export const TIMESHEET_ACTIONS = ['submit', 'approve', 'reject', 'edit', 'invoice', 'invoice_toggle', 'lock', 'unlock', 'archive', 'restore', 'payroll'] as const;
export type TimesheetAction = (typeof TIMESHEET_ACTIONS)[number];

/** A card of the timesheet view, with how the shift was rated (lib/shift-ratings), if it was. */
export type RatedTimecard = TimecardRow & { rating: ShiftRating | null };

export type TimesheetDetail = TimesheetRow & {
  timecards: RatedTimecard[];
  /** The tenant's "Enable shift rating" switch is on: whoever sees this timesheet may rate its closed cards. */
  can_rate: boolean;
  /** Actions the current user may take now (state and role both allow them). */
  allowed_actions: TimesheetAction[];
};

/**
 * Fields a timesheet log records before and after values of (issue 10, field-level audit). Every one has
 * a label in messages/timesheets/<locale>.json under `log.fields`, so the History tab never shows a key.
 * pay_rate and bill_rate are not user-editable today; they are listed so a logged rate change has a
 * label, and pay_rate is hidden from roles that may not see pay (lib/auth/pay-visibility.ts).
 */
export const TIMESHEET_AUDIT_FIELDS = ['comment', 'manager', 'locked', 'invoiced_client', 'invoiced_vendor', 'archived_at', 'payroll_exported_at', 'payroll_batch', 'bill_rate', 'pay_rate'] as const;
export const TIMECARD_AUDIT_FIELDS = ['clock_in', 'clock_out', 'break_minutes'] as const;
export type AuditField = (typeof TIMESHEET_AUDIT_FIELDS)[number] | (typeof TIMECARD_AUDIT_FIELDS)[number];

/** The shape of a timesheet log's `changes` column lives beside the schema that stores it. */
export type { ChangeValue, FieldChange } from '@/lib/db/field-change';

/** The longest reason a change may carry (the edit screen's "Reason for the change"). */
export const MAX_REASON_LENGTH = 500;

export type TimesheetLogRow = {
  _id: number;
  action: string;
  from_status: string | null;
  to_status: string | null;
  comment: string | null;
  /** The optional reason the person gave for the change. */
  reason: string | null;
  /** What changed, field by field; pay fields are left out for roles that may not see pay. */
  changes: FieldChange[];
  /** Where the action was taken when not in the portal: 'email' = a one-click approval link; null = the portal or the API. */
  source: string | null;
  /** null for what the system did by itself (auto-lock), shown as "System". */
  user_name: string | null;
  created_at: string;
};

export type StatusCounts = Record<TimesheetTab, number>;

export type WhoIsWorkingRow = {
  timecard_id: string;
  timesheet_id: string | null;
  user_id: string;
  worker_name: string;
  company_id: string;
  company_name: string;
  location_id: string;
  location_name: string;
  position: string;
  clock_in: string;
  elapsed_minutes: number;
  on_break: boolean;
  shift_id: string | null;
  /** Clocked in this many minutes after the shift start (0 when on time or no shift). */
  late_minutes: number;
};

export type NoShowRow = {
  shift_id: string;
  company_name: string;
  location_id: string;
  location_name: string;
  position: string;
  starts_at: string;
  expected: number;
  clocked_in: number;
};

export type WhoIsWorkingLive = {
  data: WhoIsWorkingRow[];
  meta: { totalItems: number; working: number; late: number; no_show: number; no_shows: NoShowRow[]; as_of: string; headcount: { hour: string; count: number }[] };
};

export type WhoWorkedRow = {
  user_id: string;
  worker_name: string;
  company_name: string;
  location_id: string;
  location_name: string;
  position: string;
  first_in: string;
  last_out: string | null;
  timecards: number;
  hours: number;
};

export type TierAmounts = { regular: number; overtime: number; doubleTime: number; total: number };

export type WhoIsWorkingHistory = { data: WhoWorkedRow[]; meta: { totalItems: number; total_hours: number; from: string; to: string } };

/** Field keys of the custom export (export/custom `fields`), shared by the field picker and the route. */
export const EXPORT_FIELD_KEYS = ['worker_name', 'user_id', 'company_name', 'location_name', 'position', 'week_start', 'week_end', 'status',
  'regular_hours', 'overtime_hours', 'double_time_hours', 'total_hours', 'bill_rate', 'pay_rate', 'bill_total', 'pay_total', 'margin', 'invoiced_client', 'invoiced_vendor',
  'locked', 'payroll_exported_at', 'comment', 'manager', '_id', 'placement_id', 'submitted_at', 'approved_at', 'updated_at'] as const;
export type ExportFieldKey = (typeof EXPORT_FIELD_KEYS)[number];
