import { localDate, workweekStart } from '@/lib/pay-rules';
import { addDays } from '@/lib/pay-rules/zone';
import type { TimesheetRules } from '@/lib/settings/timesheet-rules';

export const WEEK_PRESETS = ['this_week', 'last_week'] as const;
type WeekPreset = (typeof WEEK_PRESETS)[number];
export type WeekPresets = Record<WeekPreset, { from: string; to: string }>;

/**
 * "This week" and "last week" for the date filters of the timesheet and timecard lists: the company's
 * workweek (Monday or Sunday) around today on the tenant's clock, computed on the server so the browser's
 * zone never moves a week. The timesheet list filters weeks by their first day, the timecard list the days
 * punched: from the first day to the seventh covers both.
 */
export function weekPresets(zone: string, weekStart: TimesheetRules['week_start'], now = Date.now()): WeekPresets {
  const thisWeek = workweekStart(localDate(zone, now), weekStart);
  const lastWeek = addDays(thisWeek, -7);
  return {
    this_week: { from: thisWeek, to: addDays(thisWeek, 6) },
    last_week: { from: lastWeek, to: addDays(lastWeek, 6) },
  };
}
