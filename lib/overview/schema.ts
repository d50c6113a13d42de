import { z } from 'zod';
import { day as dayInput } from '@/lib/schema-kit/inputs';
import { isoDay } from '@/lib/schema-kit/responses';

/** GET /overview: `week` is any day of the week to show (its workweek); none means this week, the reader's. */
export const overviewQuery = z.object({
  week: dayInput('week must be yyyy-MM-dd').optional(),
});

const count = z.number().int().min(0);

/** One week's figures: timesheets of the week (hours, spend), and shifts starting in it (fill, no-shows). */
const weekFigures = z.object({
  week_start: isoDay,
  week_end: isoDay,
  /** Timesheets of the week, not archived: the timesheet list's "all" tab with dateRange week_start to week_start. */
  timesheets: count,
  hours: z.number(),
  /** Overtime and double-time hours: the hours paid at a premium. */
  overtime_hours: z.number(),
  /** overtime_hours / hours, 0..1; null without hours. */
  overtime_share: z.number().nullable(),
  /** What the clients are billed (bill totals); never pay or margin, which a contact may not see. */
  spend: z.number(),
  /** Published shifts starting in the week (drafts and cancelled ones left out). */
  shifts: count,
  headcount: count,
  /** Places filled, each shift counted up to its headcount. */
  filled: count,
  /** filled / headcount, 0..1; null without published shifts. */
  fill_rate: z.number().nullable(),
  /** Published shifts of the week with a place still open. */
  open_shifts: count,
  /** Assignments marked no-show on the week's shifts, and how many shifts they are on. */
  no_shows: count,
  no_show_shifts: count,
  /** Hours per day of the week (index 0 = week_start), from the week's timecards at their location's clock. */
  daily_hours: z.array(z.number()).length(7),
});
export type WeekFigures = z.infer<typeof weekFigures>;

export const overview = z.object({
  /** The day "today" was taken as (the reader's zone) and the weekday weeks start on (company setting). */
  today: isoDay,
  week_starts_on: z.enum(['monday', 'sunday']),
  currency: z.string(),
  this_week: weekFigures,
  last_week: weekFigures,
  /** Days of the shown week begun by `today`: 7 for a past week, 0 for a future one, 1–6 for this week so far. */
  elapsed_days: z.number().int().min(0).max(7),
  /** Last week's hours over its first elapsed_days days: what the week so far is compared with. */
  last_week_span_hours: z.number(),
  /** Submitted timesheets waiting for approval (the Submitted tab), and open ones past their deadline (the Past due tab). */
  approvals_pending: count,
  approvals_past_due: count,
  /** Open timecard exceptions on timesheets in scope (not archived), and how many timesheets carry them. */
  exceptions_open: count,
  exception_timesheets: count,
  /** The IANA zones of the reader's sites: daily_hours are each site's calendar days, on these clocks. */
  site_zones: z.array(z.string()),
  /** Whether the shifts board (/jobs) opens for this user: its figures link there only then. */
  shifts_board: z.boolean(),
});
export type Overview = z.infer<typeof overview>;
