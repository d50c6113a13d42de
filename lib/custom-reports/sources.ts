/**
 * The custom report source catalogue as the browser and the zod schemas see it: which sources exist,
 * their fields (key, label, type) and which filters apply. The SQL behind each field lives apart, in
 * sql-sources.ts (server only); both are keyed by the tuples below, so they cannot drift.
 */
import { PLACEMENT_STATUSES } from '@/lib/placements/constants';
import { EXPORT_FIELD_KEYS, TIMESHEET_STATUSES } from '@/lib/timesheets/types';

export const REPORT_SOURCES = ['timesheets', 'placements', 'candidates', 'applications'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

export const FIELD_TYPES = ['text', 'number', 'money', 'date', 'datetime', 'boolean'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export type FieldKeys = {
  /** Timesheet fields are exactly the keys export/custom accepts, so a saved timesheets report drives it. */
  timesheets: (typeof EXPORT_FIELD_KEYS)[number];
  placements:
    | '_id'
    | 'candidate_name'
    | 'candidate_email'
    | 'company_name'
    | 'location_name'
    | 'position'
    | 'job_title'
    | 'start_date'
    | 'end_date'
    | 'status'
    | 'bill_rate'
    | 'pay_rate'
    | 'margin'
    | 'created_at';
  candidates:
    '_id' | 'full_name' | 'first_name' | 'last_name' | 'email' | 'phone' | 'city' | 'status' | 'created_at' | 'applications_count';
  applications:
    | '_id'
    | 'candidate_name'
    | 'candidate_email'
    | 'job_title'
    | 'position'
    | 'company_name'
    | 'location_name'
    | 'status'
    | 'source'
    | 'created_at'
    | 'updated_at'
    | 'archived';
};

/** `label` is a key under the customReports.fields messages. */
export type FieldMeta = { key: string; label: string; type: FieldType };

/**
 * `status`: 'fixed' filters on the listed values; 'options' on a configurable status (status_options
 * of that kind, by id). `date` names the column the date range applies to (a customReports.fields key).
 */
export type SourceMeta = {
  key: ReportSource;
  fields: readonly FieldMeta[];
  defaultFields: readonly string[];
  filters: {
    date: string;
    status: { kind: 'fixed'; values: readonly string[] } | { kind: 'options'; statusKind: 'candidate' | 'application' };
    company: boolean;
    location: boolean;
  };
};

type FieldTable<K extends string> = Record<K, [label: string, type: FieldType]>;
const list = <K extends string>(table: FieldTable<K>): FieldMeta[] =>
  (Object.entries(table) as [K, [string, FieldType]][]).map(([key, [label, type]]) => ({ key, label, type }));

const TIMESHEET_TABLE: FieldTable<FieldKeys['timesheets']> = {
  worker_name: ['worker', 'text'],
  user_id: ['workerId', 'text'],
  company_name: ['company', 'text'],
  location_name: ['location', 'text'],
  position: ['position', 'text'],
  week_start: ['weekStart', 'date'],
  week_end: ['weekEnd', 'date'],
  status: ['status', 'text'],
  regular_hours: ['regularHours', 'number'],
  overtime_hours: ['overtimeHours', 'number'],
  double_time_hours: ['doubleTimeHours', 'number'],
  total_hours: ['totalHours', 'number'],
  bill_rate: ['billRate', 'money'],
  pay_rate: ['payRate', 'money'],
  bill_total: ['billTotal', 'money'],
  pay_total: ['payTotal', 'money'],
  margin: ['margin', 'money'],
  invoiced_client: ['invoicedClient', 'boolean'],
  invoiced_vendor: ['invoicedVendor', 'boolean'],
  locked: ['locked', 'boolean'],
  payroll_exported_at: ['payrollExportedAt', 'datetime'],
  comment: ['comment', 'text'],
  manager: ['manager', 'text'],
  _id: ['timesheetId', 'text'],
  placement_id: ['placementId', 'text'],
  submitted_at: ['submittedAt', 'datetime'],
  approved_at: ['approvedAt', 'datetime'],
  updated_at: ['updatedAt', 'datetime'],
};
const PLACEMENT_TABLE: FieldTable<FieldKeys['placements']> = {
  _id: ['placementId', 'text'],
  candidate_name: ['candidate', 'text'],
  candidate_email: ['email', 'text'],
  company_name: ['company', 'text'],
  location_name: ['location', 'text'],
  position: ['position', 'text'],
  job_title: ['jobTitle', 'text'],
  start_date: ['startDate', 'date'],
  end_date: ['endDate', 'date'],
  status: ['status', 'text'],
  bill_rate: ['billRate', 'money'],
  pay_rate: ['payRate', 'money'],
  margin: ['margin', 'money'],
  created_at: ['createdAt', 'datetime'],
};
const CANDIDATE_TABLE: FieldTable<FieldKeys['candidates']> = {
  _id: ['candidateId', 'text'],
  full_name: ['candidate', 'text'],
  first_name: ['firstName', 'text'],
  last_name: ['lastName', 'text'],
  email: ['email', 'text'],
  phone: ['phone', 'text'],
  city: ['city', 'text'],
  status: ['status', 'text'],
  created_at: ['createdAt', 'datetime'],
  applications_count: ['applicationsCount', 'number'],
};
const APPLICATION_TABLE: FieldTable<FieldKeys['applications']> = {
  _id: ['applicationId', 'text'],
  candidate_name: ['candidate', 'text'],
  candidate_email: ['email', 'text'],
  job_title: ['jobTitle', 'text'],
  position: ['position', 'text'],
  company_name: ['company', 'text'],
  location_name: ['location', 'text'],
  status: ['status', 'text'],
  source: ['source', 'text'],
  created_at: ['appliedAt', 'datetime'],
  updated_at: ['updatedAt', 'datetime'],
  archived: ['archived', 'boolean'],
};

export const SOURCES: Readonly<Record<ReportSource, SourceMeta>> = {
  timesheets: {
    key: 'timesheets',
    fields: list(TIMESHEET_TABLE),
    defaultFields: ['worker_name', 'company_name', 'location_name', 'week_start', 'status', 'total_hours', 'bill_total'],
    filters: { date: 'weekStart', status: { kind: 'fixed', values: [...TIMESHEET_STATUSES, 'archived'] }, company: true, location: true },
  },
  placements: {
    key: 'placements',
    fields: list(PLACEMENT_TABLE),
    defaultFields: ['candidate_name', 'company_name', 'location_name', 'position', 'start_date', 'end_date', 'status'],
    filters: { date: 'startDate', status: { kind: 'fixed', values: PLACEMENT_STATUSES }, company: true, location: true },
  },
  candidates: {
    key: 'candidates',
    fields: list(CANDIDATE_TABLE),
    defaultFields: ['full_name', 'email', 'phone', 'city', 'status', 'created_at'],
    filters: { date: 'createdAt', status: { kind: 'options', statusKind: 'candidate' }, company: false, location: false },
  },
  applications: {
    key: 'applications',
    fields: list(APPLICATION_TABLE),
    defaultFields: ['candidate_name', 'job_title', 'company_name', 'status', 'source', 'created_at'],
    filters: { date: 'appliedAt', status: { kind: 'options', statusKind: 'application' }, company: true, location: true },
  },
};

export const isReportSource = (v: unknown): v is ReportSource => typeof v === 'string' && (REPORT_SOURCES as readonly string[]).includes(v);

/** The field of a source by key (Object.hasOwn-safe: "constructor" is not a field). */
export const fieldOf = (source: ReportSource, key: string): FieldMeta | undefined => SOURCES[source].fields.find((f) => f.key === key);
