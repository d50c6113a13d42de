import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { notificationOptOuts } from '@/lib/db/schema';
import type { NotificationChannel, NotificationEvent } from '@/lib/notification-settings/events';

/** Which of these users turned this event off on this channel for themselves. */
export async function optedOut(tx: DbOrTx, tenantId: string, userIds: string[], event: NotificationEvent, channel: NotificationChannel): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await tx.select({ userId: notificationOptOuts.userId }).from(notificationOptOuts)
    .where(and(eq(notificationOptOuts.tenantId, tenantId), inArray(notificationOptOuts.userId, userIds), eq(notificationOptOuts.event, event), eq(notificationOptOuts.channel, channel)));
  return new Set(rows.map((r) => r.userId));
}

/** Turns an event off on a channel for one user (the mail's unsubscribe link); doing it twice is once. */
export async function addOptOut(tx: DbOrTx, o: { tenantId: string; userId: string; event: NotificationEvent; channel: NotificationChannel }): Promise<void> {
  await tx.insert(notificationOptOuts).values(o).onConflictDoNothing();
}
