import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { isoOrNull } from '@/lib/db/iso';
import type { ExceptionKind, ExceptionStatus } from './exceptions';
import type { TimecardException } from './schema';

/**
 * The punch exceptions of timesheets, oldest first (the card's clock-in, then the kind). The caller has
 * already resolved the timesheets within the tenant and the reader's scope.
 */
export async function exceptionsOfTimesheets(tx: DbOrTx, tenantId: string, timesheetIds: string[]): Promise<TimecardException[]> {
  if (!timesheetIds.length) return [];
  const rows = await tx.execute<Record<string, unknown>>(sql`select e.*, u.username as resolved_by_name from timecard_exceptions e
    join timecards tc on tc.id = e.timecard_id and tc.tenant_id = e.tenant_id
    left join users u on u.id = e.resolved_by and u.tenant_id = e.tenant_id
    where e.tenant_id = ${tenantId} and e.timesheet_id in (${sql.join(
      timesheetIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by tc.clock_in, e.kind, e.id`);
  return rows.rows.map((r) => ({
    _id: String(r.id),
    timecard_id: String(r.timecard_id),
    timesheet_id: (r.timesheet_id as string) ?? null,
    kind: r.kind as ExceptionKind,
    detail: (r.detail as Record<string, number | string>) ?? {},
    status: r.status as ExceptionStatus,
    note: (r.note as string) ?? null,
    resolved_at: isoOrNull(r.resolved_at),
    resolved_by_name: (r.resolved_by_name as string) ?? null,
    created_at: isoOrNull(r.created_at)!,
  }));
}
