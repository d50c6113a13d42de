import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Session } from '@/lib/auth/guard';
import { ROLE_IDS } from '@/lib/auth/roles';
import { anyUuid } from '@/lib/db/any-uuid';
import type { DbOrTx } from '@/lib/db/client';
import { notifyAll, type Notice } from '@/lib/notifications/notify';
import { agencyDesk } from '@/lib/notifications/recipients';

type Row = { timesheet_id: string; worker: string; location: string; week_start: string; submitter: string | null };

/**
 * Who hears that a timesheet was approved or rejected: the staff member who submitted it (the
 * recruiter who owns it), or, when a worker or a contact submitted it or it came in some other way,
 * the tenant's Company Admins. Never the person who decided.
 */
async function owners(tx: DbOrTx, tenantId: string, ids: string[]): Promise<Row[]> {
  const res =
    await tx.execute<Row>(sql`select t.id as timesheet_id, c.first_name || ' ' || c.last_name as worker, l.name as location, t.week_start,
      (select u.id from timesheet_logs g join users u on u.id = g.user_id and u.tenant_id = g.tenant_id and u.active and u.role_id <> ${ROLE_IDS.company_contact}
        where g.tenant_id = t.tenant_id and g.timesheet_id = t.id and g.action = 'submit' order by g.created_at desc limit 1) as submitter
    from timesheets t
    join candidates c on c.id = t.candidate_id and c.tenant_id = t.tenant_id
    join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
    where t.tenant_id = ${tenantId} and ${anyUuid(sql`t.id`, ids)}`);
  return res.rows;
}

/** Records the approved / rejected notifications of one action, in its transaction. */
export async function notifyDecided(
  tx: DbOrTx,
  session: Session,
  action: 'approve' | 'reject',
  ids: string[],
  reason: string | null,
): Promise<void> {
  if (!ids.length) return;
  const rows = await owners(tx, session.tenantId, ids);
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
