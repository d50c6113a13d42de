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
 * sub-select means two instances never take the same row, and moving next_attempt_at to `leaseUntil`
 * keeps it from being taken again while it is being sent. Each claim counts as an attempt.
 */
export async function claimDue(db: Db, now: Date, leaseUntil: Date, batch: number): Promise<Claimed[]> {
  const res = await db.execute<Claimed>(sql`update notification_outbox o
      set next_attempt_at = ${leaseUntil}, attempts = o.attempts + 1
    where o.id in (select id from notification_outbox where status = 'pending' and next_attempt_at <= ${now}
                   order by next_attempt_at limit ${batch} for update skip locked)
    returning o.id, o.tenant_id, o.user_id, o.event, o.channel, o.payload, o.attempts`);
  return res.rows;
}
