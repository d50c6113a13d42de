import { notFound } from '@/lib/errors';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { statusCountsPage } from '@/lib/timesheets/list-page';
import { scopedRead } from '@/lib/http/timesheet-routes';
import { TIMESHEET_TABS, type TimesheetTab } from '@/lib/timesheets/types';

/** GET count/{status}: one tab's count; `data.counts` carries every tab for the badges. */
export const GET = scopedRead(timesheetsContracts.count, async ({ scope, params }) => {
  const status = params.status as TimesheetTab;
  if (!TIMESHEET_TABS.includes(status)) throw notFound('status');
  return statusCountsPage(scope, status);
});
