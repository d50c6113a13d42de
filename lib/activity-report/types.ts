/** Shapes of the activity report API (GET /api/main/activity-report/...), shared by server and browser. */
import type { z } from 'zod';
import type { activitySummary, reportOptions } from './schema';

export const METRICS = ['logins', 'timesheet_actions', 'applications', 'placements'] as const;
export type Metric = (typeof METRICS)[number];
export type Totals = Record<Metric, number>;

export const EXPORT_KINDS = ['series', 'users', 'companies'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** One chart point: a day, or the Monday of an ISO week. Buckets with no activity are present with zeros. */
export type SeriesPoint = ActivitySummary['series'][number];

export type ActionCount = ActivitySummary['by_action'][number];

/**
 * Activity of one portal user. Applications and placements count the ones the user created (from the
 * audit trail); those from the public job pages or imports have no user and appear only in the totals.
 */
export type UserActivity = ActivitySummary['by_user'][number];

/** Activity at one client company; logins are those of the company's own contacts. */
export type CompanyActivity = ActivitySummary['by_company'][number];

export type ActivitySummary = z.infer<typeof activitySummary>;

export type ReportOptions = z.infer<typeof reportOptions>;
