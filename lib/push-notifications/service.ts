import 'server-only';
import { and, eq } from 'drizzle-orm';
import { conflict, notFound } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { pushNotifications } from '@/lib/db/schema';
import { assertAudienceExists, countRecipients } from './audience-queries';
import { deliverNotification } from './deliver';
import { dispatchAt } from './jobs';
import { getNotification } from './queries';
import type { AudienceInput, ComposeInput } from './schema';
import type { NotificationRow } from './schema';
import { theRow } from '@/lib/db/rows';

type Writer = Pick<Session, 'tenantId' | 'userId'>;

/** How many candidates an audience reaches now (the compose panel's "N recipients"). */
export async function previewCount(db: DbOrTx, session: Writer, audience: AudienceInput): Promise<number> {
  await assertAudienceExists(db, session.tenantId, audience);
  return countRecipients(db, session.tenantId, audience);
}

/**
 * Stores a notification. With send_at it waits as 'scheduled' for the dispatcher job, enqueued for that
 * moment once the row is committed; without, it is
 * claimed at once ('sending', sent_at = claim time) and delivered inside this request, after the row
 * is committed, so a slow push gateway never holds a transaction open.
 */
export async function composeNotification(db: DbOrTx, session: Writer, input: ComposeInput, ip?: string): Promise<NotificationRow> {
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    await assertAudienceExists(tx, session.tenantId, input.audience);
    const created = theRow(
      await tx
        .insert(pushNotifications)
        .values({
          tenantId: session.tenantId,
          title: input.title,
          body: input.body,
          audience: input.audience,
          status: input.send_at ? 'scheduled' : 'sending',
          scheduledAt: input.send_at ? new Date(input.send_at) : null,
          sentAt: input.send_at ? null : now,
          createdBy: session.userId,
        })
        .returning(),
    );
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: input.send_at ? 'push_notification.scheduled' : 'push_notification.sent',
      target: created.id,
      meta: { audience: input.audience.type, ids: input.audience.ids.length, send_at: input.send_at ?? null },
      ip,
    });
    return created;
  });
  if (input.send_at) await dispatchAt(new Date(input.send_at));
  else await deliverNotification(db, row);
  return getNotification(db, session.tenantId, row.id);
}

/** Only a scheduled notification can be cancelled; once sending, sent or failed it is a 409. */
export async function cancelNotification(db: DbOrTx, session: Writer, id: string, ip?: string): Promise<NotificationRow> {
  await db.transaction(async (tx) => {
    const where = and(eq(pushNotifications.tenantId, session.tenantId), eq(pushNotifications.id, id));
    const [row] = await tx.select({ status: pushNotifications.status }).from(pushNotifications).where(where).for('update');
    if (!row) throw notFound('notification');
    if (row.status !== 'scheduled') throw conflict('pushNotifications.notScheduled', { status: row.status });
    await tx.update(pushNotifications).set({ status: 'cancelled' }).where(where);
    await audit(tx, { tenantId: session.tenantId, userId: session.userId, action: 'push_notification.cancelled', target: id, ip });
  });
  return getNotification(db, session.tenantId, id);
}
