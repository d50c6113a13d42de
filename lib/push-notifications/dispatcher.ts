import { and, asc, eq, inArray, lt, lte, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { pushNotifications } from '@/lib/db/schema';
import { deliverNotification, type PushRow } from './deliver';
import type { NotificationTransport } from './transports';

/** Rows claimed per run; a run that took a full batch enqueues the next at once (lib/push-notifications/jobs.ts). */
export const DISPATCH_BATCH = 20;
/**
 * A row left in 'sending' this long was claimed by an instance that died mid-send: it is claimed again.
 * Delivery is idempotent per recipient (one inbox row each), so a second attempt duplicates nothing.
 */
export const STALE_SENDING_MS = 10 * 60_000;

/**
 * Sends the notifications that are due. The claim is one statement (`UPDATE … WHERE id IN (SELECT …
 * FOR UPDATE SKIP LOCKED LIMIT n) RETURNING *`), so any number of app instances can run this at once
 * and each due row is taken by exactly one. While sending, sent_at holds the claim time. `d` is the
 * database of the instance running it (the job queue passes its own).
 */
export async function dispatchDue(d: Db, now = new Date(), transports?: NotificationTransport[]): Promise<PushRow[]> {
  const t = pushNotifications;
  const due = d
    .select({ id: t.id })
    .from(t)
    .where(
      or(
        and(eq(t.status, 'scheduled'), lte(t.scheduledAt, now)),
        and(eq(t.status, 'sending'), lt(t.sentAt, new Date(now.getTime() - STALE_SENDING_MS))),
      ),
    )
    .orderBy(asc(t.scheduledAt))
    .limit(DISPATCH_BATCH)
    .for('update', { skipLocked: true });
  const claimed = await d.update(t).set({ status: 'sending', sentAt: now }).where(inArray(t.id, due)).returning();
  const sent: PushRow[] = [];
  for (const row of claimed) sent.push(await deliverNotification(d, row, transports));
  return sent;
}
