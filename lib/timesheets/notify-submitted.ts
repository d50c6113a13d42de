import 'server-only';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '@/lib/db/client';
import { notifyAll, type Notice } from '@/lib/notifications/notify';
import { submitReaders, type SubmitReader } from './sheet-queries';

/**
 * The "ready for your approval" mail of a submit (the contact switch 'Receive timesheet emails'). The
 * readers are the Company Contacts whose assigned locations hold a submitted timesheet, who may
 * approve it (switch on, portal user active) and who asked for these mails; each gets one mail per
 * submit action, listing every timesheet of hers in it.
 */

type Row = SubmitReader;

/**
 * The submit's notification to each reader, through the outbox (lib/notifications): one per reader
 * per submit action, naming how many of her timesheets it holds, with their ids for the approval link
 * the mail carries. Recorded in the submit's transaction: a submit that rolls back notifies no one.
 */
export async function notifySubmitted(tx: DbOrTx, tenant: { id: string; name: string }, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const byReader = new Map<string, Row[]>();
  for (const r of await submitReaders(tx, tenant.id, ids)) byReader.set(r.user_id, [...(byReader.get(r.user_id) ?? []), r]);
  const action = randomUUID();
  await notifyAll(
    tx,
    [...byReader].flatMap(([userId, rows]) => {
      // Each reader's list holds at least the row that put her in the map.
      const [first] = rows;
      if (!first) return [];
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
