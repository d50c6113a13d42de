import { BLOCK_LOG_ACTION, UNBLOCK_LOG_ACTION } from '@/lib/worker-blocks/types';
import { TIMESHEET_ACTIONS } from './types';

/**
 * Every action a timesheet log row can name: the one list writeTimesheetLogs (./logs.ts) accepts and the
 * activity report's chart labels (components/activity-report/action-bars.tsx). A new action goes here,
 * and needs a label in messages/timesheets `log.*` and messages/activityReport `actions.labels.*`
 * (tests/unit/timesheet-log-actions.test.ts checks both in every locale). No server imports: the chart
 * reads it in the browser.
 *
 * - 'create': a timesheet opened by a clock-in (lib/timesheets/work-app.ts).
 * - 'update': written by earlier versions; rows of it stay in the log and keep their label.
 * - the status and flag actions of the transition table (TIMESHEET_ACTIONS).
 * - clock-ins, clock-outs and deleted timecards from the work app.
 * - a client's block of the worker made from the timesheet, and its lift (lib/worker-blocks).
 */
export const TIMESHEET_LOG_ACTIONS = [
  'create',
  'update',
  ...TIMESHEET_ACTIONS,
  'clock_in',
  'clock_out',
  'timecard_delete',
  BLOCK_LOG_ACTION,
  UNBLOCK_LOG_ACTION,
] as const;
export type TimesheetLogAction = (typeof TIMESHEET_LOG_ACTIONS)[number];
