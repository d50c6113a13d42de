import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { notificationOutbox, notifications, users } from '@/lib/db/schema';
import { afterCommit } from '@/lib/db/transaction-scope';
import { env } from '@/lib/env';
import { optedOut } from '@/lib/notification-centre/opt-outs';
import type { NotificationChannel, NotificationEvent } from '@/lib/notification-settings/events';
import { getSettingsMatrix } from '@/lib/notification-settings/queries';
import { kickDispatch } from './kick';
import type { NotificationPayloads } from './payloads';

export type Notice<E extends NotificationEvent = NotificationEvent> = {
  event: E;
  tenantId: string;
  /** Who it is for: users of the tenant; inactive ones and those not of this tenant are dropped. */
  userIds: string[];
  /**
   * What makes it one notification: the same key again (a retried request, a reminder run twice in a
   * slot) adds nothing. Made unique per recipient and channel here.
   */
  key: string;
  payload: NotificationPayloads[E];
  /** Same-origin path the notification opens. */
  link?: string | null;
};

/** Channels the outbox delivers (in-app rows are written at once: the bell reads them). */
const OUTBOX_CHANNELS = ['email', 'push'] as const satisfies readonly NotificationChannel[];

/** Push reaches phones through the operator's gateway: without one there is nowhere to send it. */
const channelAvailable = (channel: NotificationChannel) => channel !== 'push' || Boolean(env().PUSH_WEBHOOK_URL);

/**
 * Records an event's notifications in the caller's transaction: in-app rows for the bell, and outbox
 * rows (email, push) the dispatcher sends after the commit. Each channel goes to the recipients for
 * whom the tenant's matrix has it on and who have not opted out of it themselves. Nothing leaves the
 * server here: if the transaction rolls back, no one is notified.
 */
export async function notify<E extends NotificationEvent>(tx: DbOrTx, notice: Notice<E>): Promise<number> {
  const ids = [...new Set(notice.userIds)];
  if (!ids.length) return 0;
  const active = await tx.select({ id: users.id }).from(users)
    .where(and(eq(users.tenantId, notice.tenantId), eq(users.active, true), inArray(users.id, ids)));
  if (!active.length) return 0;
  const cell = (await getSettingsMatrix(notice.tenantId, tx))[notice.event];
  let queued = 0;
  for (const channel of ['in_app', ...OUTBOX_CHANNELS] as const) {
    if (!cell[channel] || !channelAvailable(channel)) continue;
    const out = await optedOut(tx, notice.tenantId, active.map((u) => u.id), notice.event, channel);
    const to = active.map((u) => u.id).filter((id) => !out.has(id));
    if (!to.length) continue;
    const payload = notice.payload as Record<string, unknown>;
    if (channel === 'in_app') {
      await tx.insert(notifications).values(to.map((userId) => ({ tenantId: notice.tenantId, userId, event: notice.event, idempotencyKey: notice.key, payload, link: notice.link ?? null })))
        .onConflictDoNothing();
      continue;
    }
    const rows = await tx.insert(notificationOutbox)
      .values(to.map((userId) => ({ tenantId: notice.tenantId, userId, event: notice.event, channel, idempotencyKey: `${notice.key}:${userId}:${channel}`, payload: { ...payload, link: notice.link ?? null } })))
      .onConflictDoNothing()
      .returning({ id: notificationOutbox.id });
    queued += rows.length;
  }
  if (queued) await afterCommit(kickDispatch);
  return queued;
}
