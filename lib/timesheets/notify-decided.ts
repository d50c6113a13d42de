import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { notifyAll, type Notice } from '@/lib/notifications/notify';
import { agencyDesk } from '@/lib/notifications/recipients';
import { decidedSheets } from './sheet-queries';

/** Records the approved / rejected notifications of one action, in its transaction. */
export async function notifyDecided(
  tx: DbOrTx,
  session: Session,
  action: 'approve' | 'reject',
  ids: string[],
  reason: string | null,
): Promise<void> {
  if (!ids.length) return;
  const rows = await decidedSheets(tx, session.tenantId, ids);
  const fallback = rows.some((r) => !r.submitter) ? await agencyDesk(tx, session.tenantId, ['company_admin']) : [];
  const key = randomUUID();
  await notifyAll(
    tx,
    rows.map((r): Notice => {
      const userIds = (r.submitter ? [r.submitter] : fallback).filter((id) => id !== session.userId);
      const base = { worker: r.worker, location: r.location, week_start: String(r.week_start).slice(0, 10), by: session.username };
      const common = {
        tenantId: session.tenantId,
        userIds,
        key: `${action}:${key}:${r.timesheet_id}`,
        link: `/timesheets/view/${r.timesheet_id}`,
      };
      return action === 'approve'
        ? { ...common, event: 'timesheet_approved', payload: base }
        : { ...common, event: 'timesheet_rejected', payload: { ...base, reason } };
    }),
  );
}
