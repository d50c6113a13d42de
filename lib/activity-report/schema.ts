import { z } from 'zod';
import { day as dayInput } from '@/lib/schema-kit/inputs';
import { isoDay, isoTimestamp } from '@/lib/schema-kit/responses';
import { MAX_PERIOD_DAYS, periodProblem, type Period } from './period';
import { EXPORT_KINDS, METRICS, type Metric } from './types';

const day = (name: string) => dayInput(`${name} must be a date (yyyy-MM-dd)`, `${name} is required (yyyy-MM-dd)`);

/** An empty parameter (?company_id=) means "no filter"; the browser leaves empty ones out anyway. */
const optionalId = (name: string) => z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ error: `${name} must be an id` }).optional());

// Keys of the apiErrors catalogue, said in the reader's language (lib/i18n/zod-messages).
const PROBLEMS = { order: 'validation.periodOrder', tooLong: 'validation.periodTooLong' } as const;

function checkPeriod(q: Period, ctx: z.RefinementCtx<Period>) {
  const problem = periodProblem(q);
  if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: PROBLEMS[problem], params: { max: MAX_PERIOD_DAYS } });
}

const fields = { from: day('from'), to: day('to'), company_id: optionalId('company_id'), user_id: optionalId('user_id') };

/** GET summary: the period (days in the browser's time zone) and the optional filters. */
export const reportQuery = z.object(fields).superRefine(checkPeriod);
export type ReportQuery = z.infer<typeof reportQuery>;

/** GET export.csv: the same, plus which table to export. */
export const exportQuery = z
  .object({
    ...fields,
    kind: z.enum(EXPORT_KINDS, { error: `kind must be one of ${EXPORT_KINDS.join(', ')}` }).default('series'),
  })
  .superRefine(checkPeriod);

// ——— What the activity report answers ———

const totals = z.object(Object.fromEntries(METRICS.map((m) => [m, z.number().int()])) as Record<Metric, z.ZodNumber>);

export const activitySummary = z.object({
  from: isoDay,
  to: isoDay,
  granularity: z.enum(['day', 'week']),
  time_zone: z.string(),
  totals,
  previous_totals: totals,
  previous: z.object({ from: isoDay, to: isoDay }),
  /** One point a day, or a week (its Monday); buckets with no activity are present with zeros. */
  series: z.array(totals.extend({ bucket: isoDay })),
  by_action: z.array(z.object({ action: z.string(), count: z.number().int() })),
  by_user: z.array(totals.extend({ user_id: z.uuid(), name: z.string(), email: z.string(), last_active: isoTimestamp })),
  by_company: z.array(totals.extend({ company_id: z.uuid(), name: z.string() })),
});

export const reportOptions = z.object({
  companies: z.array(z.object({ id: z.uuid(), name: z.string() })),
  users: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
});

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
