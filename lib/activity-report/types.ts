/** Shapes of the activity report API (GET /api/main/activity-report/...), shared by server and browser. */
import type { Granularity } from './period';

export const METRICS = ['logins', 'timesheet_actions', 'applications', 'placements'] as const;
export type Metric = (typeof METRICS)[number];
export type Totals = Record<Metric, number>;

export const EXPORT_KINDS = ['series', 'users', 'companies'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** One chart point: a day, or the Monday of an ISO week. Buckets with no activity are present with zeros. */
export type SeriesPoint = Totals & { bucket: string };

export type ActionCount = { action: string; count: number };

/**
 * Activity of one portal user. Applications and placements count the ones the user created (from the
 * audit trail); those from the public job pages or imports have no user and appear only in the totals.
 */
export type UserActivity = Totals & { user_id: string; name: string; email: string; last_active: string };

/** Activity at one client company; logins are those of the company's own contacts. */
export type CompanyActivity = Totals & { company_id: string; name: string };

export type ActivitySummary = {
  from: string;
  to: string;
  granularity: Granularity;
  time_zone: string;
  totals: Totals;
  previous_totals: Totals;
  previous: { from: string; to: string };
  series: SeriesPoint[];
  by_action: ActionCount[];
  by_user: UserActivity[];
  by_company: CompanyActivity[];
};

type FilterOption = { id: string; name: string };
type UserOption = FilterOption & { email: string };
export type ReportOptions = { companies: FilterOption[]; users: UserOption[] };
