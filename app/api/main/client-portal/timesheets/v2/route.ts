import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { timesheetListPage } from '@/lib/timesheets/list-page';
import { bulkAction, scopedRead } from '@/lib/http/timesheet-routes';
import { archiveTimesheets } from '@/lib/timesheets/service';

export const GET = scopedRead(timesheetsContracts.list, ({ db, session, scope, query }) => timesheetListPage(db, session, scope, query));

/** Archive (soft delete) with timesheet_ids. */
export const DELETE = bulkAction(timesheetsContracts.archive, 'archive', archiveTimesheets);
