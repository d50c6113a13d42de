import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { notificationOutbox } from '@/lib/db/schema';
import { isoOrNull } from '@/lib/db/iso';
import type { FailedJob } from '@/lib/job-queue/schema';
import { OUTBOX_ATTEMPTS } from './dispatch';
import { kickDispatch } from './kick';

/** How a failed notification is named in the admins' list of failed background work. */
export const notificationJobName = (channel: string, event: string) => `notification.${channel}.${event}`;

type Raw = {
  id: string;
  channel: string;
  event: string;
  last_error: string | null;
  attempts: number;
  created_at: unknown;
  next_attempt_at: unknown;
};
const toFailed = (r: Raw): FailedJob => ({
  _id: r.id,
  name: notificationJobName(r.channel, r.event),
  error: r.last_error,
  attempts: Number(r.attempts),
  created_at: isoOrNull(r.created_at)!,
  failed_at: isoOrNull(r.next_attempt_at),
});

/** The tenant's notifications that failed after their last attempt, newest first. */
export async function listFailedNotifications(db: DbOrTx, tenantId: string, limit: number): Promise<FailedJob[]> {
  const rows = await db.execute<Raw>(sql`select id, channel, event, last_error, attempts, created_at, next_attempt_at
    from notification_outbox where tenant_id = ${tenantId} and status = 'failed' order by created_at desc, id limit ${limit}`);
  return rows.rows.map(toFailed);
}

/** One more attempt of a failed notification, at once; null when this tenant has no such failed row. */
export async function retryFailedNotification(db: DbOrTx, tenantId: string, id: string): Promise<FailedJob | null> {
  const [row] = await db
    .update(notificationOutbox)
    .set({ status: 'pending', attempts: OUTBOX_ATTEMPTS - 1, nextAttemptAt: new Date() })
    .where(and(eq(notificationOutbox.tenantId, tenantId), eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'failed')))
    .returning();
  if (!row) return null;
  await kickDispatch();
  return toFailed({
    id: row.id,
    channel: row.channel,
    event: row.event,
    last_error: row.lastError,
    attempts: row.attempts,
    created_at: row.createdAt,
    next_attempt_at: row.nextAttemptAt,
  });
}
