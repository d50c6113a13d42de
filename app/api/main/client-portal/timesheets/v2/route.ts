import { timesheetListPage } from '@/lib/timesheets/list-page';
import { bulkAction, scopedRead } from '@/lib/timesheets/route-helpers';
import { idsBody, listQuery } from '@/lib/timesheets/schema';
import { archiveTimesheets } from '@/lib/timesheets/service';

export const GET = scopedRead(listQuery, ({ session, scope, query }) => timesheetListPage(session, scope, query));

/** Archive (soft delete) with timesheet_ids. */
export const DELETE = bulkAction('archive', idsBody, archiveTimesheets);
