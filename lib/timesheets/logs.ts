import type { DbOrTx } from '@/lib/db/client';
import { timesheetLogs } from '@/lib/db/schema';
import type { TimesheetStatus } from './types';

/** Who did it: a user, or nobody (null) for what the system does by itself, like auto-lock. */
export type LogActor = { tenantId: string; userId: string | null };

/** One log row per timesheet (DESIGN.md §5): action, from → to status, comment. */
export async function writeTimesheetLogs(tx: DbOrTx, actor: LogActor, before: { id: string; status: string }[],
  after: Map<string, TimesheetStatus>, action: string, comment?: string | null): Promise<void> {
  if (!before.length) return;
  await tx.insert(timesheetLogs).values(before.map((r) => ({
    tenantId: actor.tenantId, timesheetId: r.id, userId: actor.userId, action,
    fromStatus: r.status, toStatus: after.get(r.id) ?? r.status, comment: comment ?? null,
  })));
}
