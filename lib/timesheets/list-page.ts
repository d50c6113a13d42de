import 'server-only';
import type { Session } from '@/lib/auth/guard';
import { cachedPage, cachedValue } from '@/lib/db/versioned-cache';
import { countByStatus, listTimesheets, pastDueCutoff } from './queries';
import type { ListQuery } from './schema';
import type { Scope } from './scope';
import type { TimesheetTab } from './types';
import { db, type DbOrTx } from '@/lib/db/client';

/**
 * The list API's answer (GET …/timesheets/v2), shared by the route and the /timesheets page's first render.
 * The role decides which columns a row shows (contacts never see pay), the scope which rows, and the
 * past-due cutoff (it moves with the date and the tenant's deadline setting) which rows are past due.
 */
export async function timesheetListPage(db: DbOrTx, session: Session, scope: Scope, query: ListQuery) {
  const key = JSON.stringify([scope.tenantId, session.role, scope.locationIds, query, await pastDueCutoff(scope.tenantId)]);
  return cachedPage(scope.tenantId, key, async () => {
    const { data, total } = await listTimesheets(db, scope, query, session.role);
    return { data, meta: { total, totalItems: total, page: query.page, per_page: query.per_page } };
  });
}

/**
 * Every tab's counts in the scope, kept per process until the tenant's data version or the past-due
 * cutoff moves.
 */
async function scopeCounts(db: DbOrTx, scope: Scope) {
  const key = JSON.stringify(['counts', scope.locationIds ?? null, await pastDueCutoff(scope.tenantId)]);
  return cachedValue(scope.tenantId, key, () => countByStatus(db, scope));
}

/** The count API's answer (GET …/count/{status}): one tab's count, and every tab's for the badges. */
export async function statusCountsBody(db: DbOrTx, scope: Scope, status: TimesheetTab) {
  const counts = await scopeCounts(db, scope);
  return { data: { status, count: counts[status], counts } };
}

/** The same answer for the count route, kept as its JSON text: a badge poll costs no serialisation. */
export async function statusCountsPage(scope: Scope, status: TimesheetTab): Promise<Response> {
  const key = JSON.stringify(['counts-page', scope.locationIds ?? null, status, await pastDueCutoff(scope.tenantId)]);
  return cachedPage(scope.tenantId, key, () => statusCountsBody(db(), scope, status));
}
