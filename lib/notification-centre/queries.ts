import 'server-only';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { sameOriginPath } from '@/lib/auth/schema';
import type { DbOrTx } from '@/lib/db/client';
import { notifications } from '@/lib/db/schema';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '@/lib/notification-settings/events';
import { getSettingsMatrix } from '@/lib/notification-settings/queries';
import { optOutsOf } from '@/lib/notifications/opt-outs';
import { ownLabelsIn } from '@/lib/settings/label-words';
import { getSettings } from '@/lib/settings/queries';
import { approvalsLeft } from '@/lib/timesheets/approval-notice-queries';
import { notificationRenderer } from './render';
import type { NotificationsQuery } from './schema';
import type { NotificationItem, NotificationList, PreferencesMatrix } from './schema';
import type { Locale } from '@/lib/i18n/config';
import { theRow } from '@/lib/db/rows';

/** Whose notifications: always the signed-in user's own, in her own tenant (from the verified session). */
export type Reader = { tenantId: string; userId: string };

const mine = (r: Reader): SQL => and(eq(notifications.tenantId, r.tenantId), eq(notifications.userId, r.userId))!;

/**
 * The reader's unread count. `read_at is null` with the user id is what the partial index
 * notifications_user_unread_idx holds, so this stays an index scan however long the history grows.
 */
export async function unreadCount(db: DbOrTx, r: Reader): Promise<number> {
  const row = theRow(
    await db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine(r), isNull(notifications.readAt))),
    'count',
  );
  return row.n;
}

/** One page of the reader's notifications, newest first, with titles in her language. */
export async function listNotifications(db: DbOrTx, r: Reader, q: NotificationsQuery, locale: Locale): Promise<NotificationList> {
  const where = q.unread ? and(mine(r), isNull(notifications.readAt)) : mine(r);
  const [rows, counted, unread, render, settings] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(notifications).where(where),
    unreadCount(db, r),
    notificationRenderer(locale),
    getSettings(r.tenantId),
  ]);
  const { total } = theRow(counted, 'count');
  // Titles name a renamed label (a shift the tenant calls "Booking") as typed, in the reader's language.
  const labels = await ownLabelsIn(settings.dashboard_labels, locale);
  // An approval item counts what still awaits a decision now, and reads as done once nothing does.
  const left = await approvalsLeft(
    db,
    r.tenantId,
    rows.map((row) => row.id),
  );
  const data = rows.map((row): NotificationItem => {
    const open = left.get(row.id);
    const payload = open === undefined || open === 0 ? row.payload : { ...row.payload, count: open };
    return {
      _id: row.id,
      event: row.event,
      ...render(row.event, payload, open === 0, labels),
      // Only a path of this site is ever followed (no open redirect through a stored link).
      link: sameOriginPath(row.link) ?? null,
      read: row.readAt !== null || open === 0,
      created_at: row.createdAt.toISOString(),
    };
  });
  return { data, total, unread, meta: { totalItems: total, total, page: q.page, per_page: q.limit } };
}

/** The reader's event × channel matrix: the company's switch, and whether it reaches her (company on, not opted out). */
export async function getPreferences(db: DbOrTx, r: Reader): Promise<PreferencesMatrix> {
  const [company, optOuts] = await Promise.all([getSettingsMatrix(db, r.tenantId), optOutsOf(db, r.tenantId, r.userId)]);
  return Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [
      event,
      Object.fromEntries(
        NOTIFICATION_CHANNELS.map((channel) => {
          const byCompany = company[event][channel];
          return [channel, { enabled_by_company: byCompany, enabled: byCompany && !optOuts.has(`${event}:${channel}`) }];
        }),
      ),
    ]),
  ) as PreferencesMatrix;
}
