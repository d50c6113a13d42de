import 'server-only';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { badRequest, notFound, say } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { DbOrTx } from '@/lib/db/client';
import { notifications } from '@/lib/db/schema';
import { getSettingsMatrix } from '@/lib/notification-settings/queries';
import { addOptOut, removeOptOut } from '@/lib/notifications/opt-outs';
import { getPreferences, unreadCount, type Reader } from './queries';
import type { PreferencesInput, ReadAllQuery } from './schema';
import type { PreferencesMatrix } from './schema';

/**
 * Marks one of the reader's notifications read (again is fine: the first time it was read stays).
 * Another user's or another tenant's id is a 404, like a missing one. Answers the new unread count.
 */
export async function markRead(db: DbOrTx, r: Reader, id: string): Promise<{ unread: number }> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.tenantId, r.tenantId), eq(notifications.userId, r.userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound('notification');
  return { unread: await unreadCount(db, r) };
}

/**
 * Marks every unread notification of the reader read; with `up_to`, only those no newer than that one
 * (what she saw), so one that arrived meanwhile stays unread. An `up_to` that is not hers marks nothing.
 */
export async function markAllRead(db: DbOrTx, r: Reader, q: ReadAllQuery): Promise<{ updated: number; unread: number }> {
  const seen = q.up_to
    ? lte(
        notifications.createdAt,
        sql`(select n.created_at from notifications n where n.id = ${q.up_to} and n.tenant_id = ${r.tenantId} and n.user_id = ${r.userId})`,
      )
    : undefined;
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.tenantId, r.tenantId), eq(notifications.userId, r.userId), isNull(notifications.readAt), seen))
    .returning({ id: notifications.id });
  return { updated: rows.length, unread: await unreadCount(db, r) };
}

/**
 * Saves the reader's own choices: `enabled: false` opts out of a cell, `enabled: true` opts back in.
 * She can only narrow what the company sends: turning on a cell the company turned off is a 400 and
 * nothing is saved. A cell named twice keeps its last value. Answers the matrix as it now stands.
 */
export async function savePreferences(db: DbOrTx, r: Reader, input: PreferencesInput, ip?: string): Promise<PreferencesMatrix> {
  // In key order, so two saves of overlapping cells touch their rows in one order (lib/db/locks.ts).
  const cells = [...new Map(input.settings.map((s) => [`${s.event}:${s.channel}`, s] as const)).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, s]) => s);
  return db.transaction(async (tx) => {
    const company = await getSettingsMatrix(tx, r.tenantId);
    const refused = cells.filter((c) => c.enabled && !company[c.event][c.channel]);
    if (refused.length) {
      throw badRequest(
        'notificationCentre.turnedOff',
        { cells: refused.map((c) => say('notificationCentre.cell', { channel: c.channel, event: c.event })) },
        Object.fromEntries(refused.map((c) => [`${c.event}.${c.channel}`, say('notificationCentre.offByCompany')])),
      );
    }
    for (const c of cells) {
      const cell = { tenantId: r.tenantId, userId: r.userId, event: c.event, channel: c.channel };
      if (c.enabled) await removeOptOut(tx, cell);
      else await addOptOut(tx, cell);
    }
    if (cells.length)
      await audit(tx, { tenantId: r.tenantId, userId: r.userId, action: 'notification_preferences.updated', meta: { changes: cells }, ip });
    return getPreferences(tx, r);
  });
}
