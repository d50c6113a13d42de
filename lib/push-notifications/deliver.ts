import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { notificationInbox, pushNotifications, tenants } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { resolveRecipients } from './audience-queries';
import { activeTransports, type DeliveryResult, type NotificationTransport, type OutgoingNotification } from './transports';
import { errorText } from './transports/types';

export type PushRow = typeof pushNotifications.$inferSelect;

/** A transport that throws (a bug, not a refusal) fails its recipients instead of the whole send. */
async function safely(t: NotificationTransport, n: OutgoingNotification, ids: string[]): Promise<DeliveryResult> {
  try {
    return await t.deliver(undefined, n, ids);
  } catch (err) {
    const error = `${t.name}: ${errorText(err)}`;
    return { delivered: [], failed: ids.map((id) => ({ id, error })) };
  }
}

/** Notes a push failure on the inbox rows it concerns, so support can see who was not pushed and why. */
async function markInboxErrors(d: Db, notificationId: string, failed: Map<string, string>): Promise<void> {
  const byError = new Map<string, string[]>();
  for (const [id, error] of failed) byError.set(error, [...(byError.get(error) ?? []), id]);
  for (const [error, ids] of byError) {
    await d
      .update(notificationInbox)
      .set({ error })
      .where(and(eq(notificationInbox.notificationId, notificationId), inArray(notificationInbox.candidateId, ids)));
  }
}

/**
 * Delivers a claimed notification (status 'sending') through every transport and records the outcome.
 * delivered_count counts inbox messages (the inbox row is the message); failed_count counts recipients
 * that any transport failed, so a push gateway outage shows even though the inboxes have the message.
 * It never throws: an unexpected error marks the notification failed with the reason.
 */
export async function deliverNotification(
  db: Db,
  row: PushRow,
  transports: NotificationTransport[] = activeTransports(),
): Promise<PushRow> {
  const where = and(eq(pushNotifications.tenantId, row.tenantId), eq(pushNotifications.id, row.id));
  try {
    const [tenant] = await db.select({ slug: tenants.slug }).from(tenants).where(eq(tenants.id, row.tenantId)).limit(1);
    const outgoing: OutgoingNotification = {
      id: row.id,
      tenantId: row.tenantId,
      tenantSlug: tenant?.slug ?? '',
      title: row.title,
      body: row.body,
    };
    const ids = await resolveRecipients(db, row.tenantId, row.audience);
    let inboxed = 0;
    const failed = new Map<string, string>();
    // One after another: the inbox rows exist before a push tells the app to go and read them.
    for (const t of transports) {
      const result = await safely(t, outgoing, ids);
      if (t.name === 'inbox') inboxed = result.delivered.length;
      for (const f of result.failed) if (!failed.has(f.id)) failed.set(f.id, f.error);
    }
    if (failed.size) await markInboxErrors(db, row.id, failed);
    const errors = [...new Set(failed.values())];
    const [done] = await db
      .update(pushNotifications)
      .set({
        status: ids.length > 0 && inboxed === 0 ? 'failed' : 'sent',
        sentAt: new Date(),
        recipientCount: ids.length,
        deliveredCount: inboxed,
        failedCount: failed.size,
        error: errors.length ? errors.slice(0, 3).join('; ').slice(0, 1000) : null,
      })
      .where(where)
      .returning();
    return done ?? row;
  } catch (err) {
    log.error({ err, notificationId: row.id }, 'push notification delivery failed');
    const [failedRow] = await db
      .update(pushNotifications)
      .set({ status: 'failed', sentAt: new Date(), error: errorText(err) })
      .where(where)
      .returning();
    return failedRow ?? row;
  }
}
