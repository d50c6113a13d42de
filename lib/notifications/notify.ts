import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { notificationOutbox, notifications, users } from '@/lib/db/schema';
import { afterCommit } from '@/lib/db/transaction-scope';
import { env } from '@/lib/env';
import { optedOut } from './opt-outs';
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
 * server here: if the transaction rolls back, no one is notified. Answers how many outbox rows it added.
 */
export function notify<E extends NotificationEvent>(tx: DbOrTx, notice: Notice<E>): Promise<number> {
  return notifyAll(tx, [notice]);
}

/**
 * notify() for the notices of one action at once (a bulk approval, a submit to several readers): the
 * users, the tenant's matrix and each event's opt-outs are read once, the rows written in two inserts,
 * and the dispatcher woken once, however many notices there are.
 */
export async function notifyAll(tx: DbOrTx, notices: readonly Notice[]): Promise<number> {
  let queued = 0;
  for (const tenantId of new Set(notices.map((n) => n.tenantId))) {
    queued += await recordForTenant(
      tx,
      tenantId,
      notices.filter((n) => n.tenantId === tenantId),
    );
  }
  if (queued) await afterCommit(kickDispatch);
  return queued;
}

async function recordForTenant(tx: DbOrTx, tenantId: string, notices: readonly Notice[]): Promise<number> {
  const wanted = [...new Set(notices.flatMap((n) => n.userIds))];
  if (!wanted.length) return 0;
  const active = new Set(
    (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.active, true), inArray(users.id, wanted)))
    ).map((u) => u.id),
  );
  if (!active.size) return 0;
  const matrix = await getSettingsMatrix(tx, tenantId);
  // Opt-outs per event and channel, each read once for every reader of that event in these notices.
  const outs = new Map<string, Set<string>>();
  const optedOutOf = async (event: NotificationEvent, channel: NotificationChannel) => {
    const key = `${event}:${channel}`;
    if (!outs.has(key)) {
      const readers = [...new Set(notices.filter((n) => n.event === event).flatMap((n) => n.userIds))].filter((id) => active.has(id));
      outs.set(key, await optedOut(tx, tenantId, readers, event, channel));
    }
    return outs.get(key)!;
  };
  const inApp: (typeof notifications.$inferInsert)[] = [];
  const outbox: (typeof notificationOutbox.$inferInsert)[] = [];
  for (const n of notices) {
    const readers = [...new Set(n.userIds)].filter((id) => active.has(id));
    const payload = n.payload as Record<string, unknown>;
    const link = n.link ?? null;
    for (const channel of ['in_app', ...OUTBOX_CHANNELS] as const) {
      if (!readers.length || !matrix[n.event][channel] || !channelAvailable(channel)) continue;
      const out = await optedOutOf(n.event, channel);
      for (const userId of readers.filter((id) => !out.has(id))) {
        if (channel === 'in_app') inApp.push({ tenantId, userId, event: n.event, idempotencyKey: n.key, payload, link });
        else
          outbox.push({
            tenantId,
            userId,
            event: n.event,
            channel,
            idempotencyKey: `${n.key}:${userId}:${channel}`,
            payload: { ...payload, link },
          });
      }
    }
  }
  let queued = 0;
  // In slices, so a very large action stays under PostgreSQL's limit of parameters per statement.
  for (let i = 0; i < Math.max(inApp.length, outbox.length); i += INSERT_SLICE) {
    const bell = inApp.slice(i, i + INSERT_SLICE);
    const mail = outbox.slice(i, i + INSERT_SLICE);
    if (bell.length) await tx.insert(notifications).values(bell).onConflictDoNothing();
    if (mail.length)
      queued += (await tx.insert(notificationOutbox).values(mail).onConflictDoNothing().returning({ id: notificationOutbox.id })).length;
  }
  return queued;
}

const INSERT_SLICE = 1000;
