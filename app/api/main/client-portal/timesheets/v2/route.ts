import { bulkAction, scopedRead } from '@/lib/timesheets/route-helpers';
import { listTimesheets } from '@/lib/timesheets/queries';
import { idsBody, listQuery } from '@/lib/timesheets/schema';
import { archiveTimesheets } from '@/lib/timesheets/service';

export const GET = scopedRead(listQuery, async ({ session, scope, query }) => {
  const { data, total } = await listTimesheets(scope, query, session.role);
  return { data, meta: { total, totalItems: total, page: query.page, per_page: query.per_page } };
});

/** Archive (soft delete) with timesheet_ids. */
export const DELETE = bulkAction('archive', idsBody, archiveTimesheets);
