import 'server-only';
import type { Session } from '@/lib/auth/guard';
import { cachedPage, cachedValue } from '@/lib/db/versioned-cache';
import { countByStatus, listTimesheets, pastDueCutoff } from './queries';
import type { ListQuery } from './schema';
import type { Scope } from './scope';
import type { TimesheetTab } from './types';

/**
 * The list API's answer (GET …/timesheets/v2), shared by the route and the /timesheets page's first render.
 * The role decides which columns a row shows (contacts never see pay), the scope which rows, and the
 * past-due cutoff (it moves with the date and the tenant's deadline setting) which rows are past due.
 */
export async function timesheetListPage(session: Session, scope: Scope, query: ListQuery) {
  const key = JSON.stringify([scope.tenantId, session.role, scope.locationIds, query, await pastDueCutoff(scope.tenantId)]);
  return cachedPage(scope.tenantId, key, async () => {
    const { data, total } = await listTimesheets(scope, query, session.role);
    return { data, meta: { total, totalItems: total, page: query.page, per_page: query.per_page } };
  });
}

/**
 * The count API's answer (GET …/count/{status}): one tab's count, and every tab's for the badges. Every
 * tab's counts are kept per scope until the tenant's data version or the past-due cutoff moves.
 */
export async function statusCountsBody(scope: Scope, status: TimesheetTab) {
  const key = JSON.stringify(['counts', scope.tenantId, scope.locationIds ?? null, await pastDueCutoff(scope.tenantId)]);
  const counts = await cachedValue(scope.tenantId, key, () => countByStatus(scope));
  return { data: { status, count: counts[status], counts } };
}
