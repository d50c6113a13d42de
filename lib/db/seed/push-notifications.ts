import { addDays, subDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { theRow } from '../rows';

/**
 * Demo push notifications for one tenant: one sent to everyone last week (inbox rows, a third of them
 * read) and one scheduled for next week, so /push-notification opens with a history. Skipped when
 * the tenant already has notifications, so it is safe to run again.
 */
export async function seedPushNotifications(db: Db, tenantId: string, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: t.pushNotifications.id })
    .from(t.pushNotifications)
    .where(eq(t.pushNotifications.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const people = await db.select({ id: t.candidates.id }).from(t.candidates).where(eq(t.candidates.tenantId, tenantId));
  const sentAt = subDays(now, 6);
  const sent = theRow(
    await db
      .insert(t.pushNotifications)
      .values({
        tenantId,
        title: 'Welcome to the new app',
        body: 'See your shifts, clock in and get paid faster: everything is in one place now.',
        audience: { type: 'all', ids: [] },
        status: 'sent',
        sentAt,
        recipientCount: people.length,
        deliveredCount: people.length,
        createdAt: sentAt,
      })
      .returning(),
    'notification',
  );
  if (people.length) {
    await db.insert(t.notificationInbox).values(
      people.map((p, i) => ({
        tenantId,
        notificationId: sent.id,
        candidateId: p.id,
        transport: 'inbox',
        deliveredAt: sentAt,
        readAt: i % 3 === 0 ? addDays(sentAt, 1) : null,
        createdAt: sentAt,
      })),
    );
  }
  await db.insert(t.pushNotifications).values({
    tenantId,
    title: 'Forklift refresher training',
    body: 'A free forklift safety refresher runs next Saturday at 9:00. Reply in the app to book a seat.',
    audience: { type: 'positions', ids: ['Forklift Operator'] },
    status: 'scheduled',
    scheduledAt: addDays(now, 7),
    createdAt: subDays(now, 1),
  });
}
