import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { notificationOptOuts, users } from '@/lib/db/schema';
import type { NotificationChannel, NotificationEvent } from '@/lib/notification-settings/events';

/**
 * A user's own "don't send me this" (table notification_opt_outs): a row means that user does not get
 * that event on that channel, whatever the company's matrix says. The company's matrix decides first;
 * an opt-out can only narrow it.
 */

/**
 * Which of `userIds` opted out of `event` on `channel`: notify() leaves them out. Takes the caller's
 * transaction, so a notification and the opt-outs it honoured are read in one snapshot.
 */
export async function optedOut(
  tx: DbOrTx,
  tenantId: string,
  userIds: readonly string[],
  event: NotificationEvent,
  channel: NotificationChannel,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx
    .select({ userId: notificationOptOuts.userId })
    .from(notificationOptOuts)
    .where(
      and(
        eq(notificationOptOuts.tenantId, tenantId),
        eq(notificationOptOuts.event, event),
        eq(notificationOptOuts.channel, channel),
        inArray(notificationOptOuts.userId, [...new Set(userIds)]),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

export type OptOut = { tenantId: string; userId: string; event: NotificationEvent; channel: NotificationChannel };

/**
 * Turns one event off on one channel for one user (the email's one-click unsubscribe, the preferences
 * screen). Idempotent. The row is written only when the user belongs to the tenant, so a link or a
 * caller naming another tenant's user changes nothing; answers whether that user exists in the tenant.
 */
export async function addOptOut(tx: DbOrTx, { tenantId, userId, event, channel }: OptOut): Promise<boolean> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  if (!user) return false;
  await tx.insert(notificationOptOuts).values({ tenantId, userId, event, channel }).onConflictDoNothing();
  return true;
}

/** Turns a cell back on for a user (only the preferences screen does, after checking the company's matrix). */
export async function removeOptOut(tx: DbOrTx, { tenantId, userId, event, channel }: OptOut): Promise<void> {
  await tx
    .delete(notificationOptOuts)
    .where(
      and(
        eq(notificationOptOuts.tenantId, tenantId),
        eq(notificationOptOuts.userId, userId),
        eq(notificationOptOuts.event, event),
        eq(notificationOptOuts.channel, channel),
      ),
    );
}

/** Every opt-out of one user, as `event:channel` keys. */
export async function optOutsOf(tx: DbOrTx, tenantId: string, userId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ key: sql<string>`${notificationOptOuts.event} || ':' || ${notificationOptOuts.channel}` })
    .from(notificationOptOuts)
    .where(and(eq(notificationOptOuts.tenantId, tenantId), eq(notificationOptOuts.userId, userId)));
  return new Set(rows.map((r) => r.key));
}
