import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import type { NotificationChannel, NotificationEvent } from '@/lib/notification-settings/events';

export type Claimed = {
  id: string;
  tenant_id: string;
  user_id: string;
  event: NotificationEvent;
  channel: NotificationChannel;
  payload: Record<string, unknown>;
  attempts: number;
};

/**
 * Claims up to `batch` due rows in one statement, the earliest due first: FOR UPDATE SKIP LOCKED in the
 * sub-select means two instances never take the same row, and moving next_attempt_at `leaseSeconds` on
 * keeps it from being taken again while it is being sent. Each claim counts as an attempt. "Due" is read
 * on the database's clock, the one that stamped next_attempt_at: an instance's clock a millisecond behind
 * it (or a row stamped within the same millisecond) would leave a due row for the next tick.
 */
export async function claimDue(db: Db, leaseSeconds: number, batch: number): Promise<Claimed[]> {
  const res = await db.execute<Claimed>(sql`update notification_outbox o
      set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}), attempts = o.attempts + 1
    where o.id in (select id from notification_outbox where status = 'pending' and next_attempt_at <= now()
                   order by next_attempt_at limit ${batch} for update skip locked)
    returning o.id, o.tenant_id, o.user_id, o.event, o.channel, o.payload, o.attempts`);
  return res.rows;
}
