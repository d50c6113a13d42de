import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { anyUuid } from '@/lib/db/any-uuid';
import { notifyAll, type Notice } from '@/lib/notifications/notify';
import { APPROVER_JOINS, MAY_APPROVE } from './approvers';

/**
 * The "ready for your approval" mail of a submit (the contact switch 'Receive timesheet emails'). The
 * readers are the Company Contacts whose assigned locations hold a submitted timesheet, who may
 * approve it (switch on, portal user active) and who asked for these mails; each gets one mail per
 * submit action, listing every timesheet of hers in it.
 */

type Row = { user_id: string; timesheet_id: string; worker: string; location: string; week_start: string };

/** Who reads which of these timesheets: the approvers of each one's location (lib/timesheets/approvers.ts). */
async function readers(tx: DbOrTx, tenantId: string, ids: string[]): Promise<Row[]> {
  const rows = await tx.execute<Row>(sql`select u.id as user_id,
      t.id as timesheet_id, c.first_name || ' ' || c.last_name as worker, l.name as location, t.week_start
    from timesheets t
    join candidates c on c.id = t.candidate_id and c.tenant_id = t.tenant_id
    join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
    join contact_locations cl on cl.location_id = t.location_id and cl.tenant_id = t.tenant_id
    join users u on u.contact_id = cl.contact_id and u.tenant_id = t.tenant_id ${APPROVER_JOINS}
    where t.tenant_id = ${tenantId} and ${anyUuid(sql`t.id`, ids)} and ${MAY_APPROVE}
    order by u.email, l.name, c.last_name, c.first_name, t.week_start, t.id`);
  return rows.rows;
}

/**
 * The submit's notification to each reader, through the outbox (lib/notifications): one per reader
 * per submit action, naming how many of her timesheets it holds, with their ids for the approval link
 * the mail carries. Recorded in the submit's transaction: a submit that rolls back notifies no one.
 */
export async function notifySubmitted(tx: DbOrTx, tenant: { id: string; name: string }, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const byReader = new Map<string, Row[]>();
  for (const r of await readers(tx, tenant.id, ids)) byReader.set(r.user_id, [...(byReader.get(r.user_id) ?? []), r]);
  const action = randomUUID();
  await notifyAll(
    tx,
    [...byReader].map(([userId, rows]) => {
      const [first] = rows;
      return {
        event: 'timesheet_submitted',
        tenantId: tenant.id,
        userIds: [userId],
        key: `submitted:${action}`,
        payload: {
          count: rows.length,
          worker: first.worker,
          location: first.location,
          week_start: String(first.week_start).slice(0, 10),
          timesheet_ids: rows.map((r) => r.timesheet_id),
        },
        link: rows.length === 1 ? `/timesheets/view/${first.timesheet_id}` : '/timesheets?status=submitted',
      } satisfies Notice<'timesheet_submitted'>;
    }),
  );
}
