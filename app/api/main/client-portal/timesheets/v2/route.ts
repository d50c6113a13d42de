import { timesheetsContracts } from '@/lib/timesheets/contract';
import { cachedPage } from '@/lib/timesheets/list-cache';
import { bulkAction, scopedRead } from '@/lib/timesheets/route-helpers';
import { listTimesheets, pastDueCutoff } from '@/lib/timesheets/queries';
import { archiveTimesheets } from '@/lib/timesheets/service';

export const GET = scopedRead(timesheetsContracts.list, async ({ session, scope, query }) => {
  // The role decides which columns a row shows (contacts never see pay), the scope which rows, and the
  // past-due cutoff (it moves with the date and the tenant's deadline setting) which rows are past due.
  const key = JSON.stringify([scope.tenantId, session.role, scope.locationIds, query, await pastDueCutoff(scope.tenantId)]);
  return cachedPage(scope.tenantId, key, async () => {
    const { data, total } = await listTimesheets(scope, query, session.role);
    return { data, meta: { total, totalItems: total, page: query.page, per_page: query.per_page } };
  });
});

/** Archive (soft delete) with timesheet_ids. */
export const DELETE = bulkAction(timesheetsContracts.archive, 'archive', archiveTimesheets);
