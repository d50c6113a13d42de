import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { notificationSettings } from '@/lib/db/schema';
import {
  CHANNEL_DEFAULTS,
  defaultMatrix,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type SettingsMatrix,
} from './events';

const isEvent = (v: string): v is NotificationEvent => (NOTIFICATION_EVENTS as readonly string[]).includes(v);
const isChannel = (v: string): v is NotificationChannel => (NOTIFICATION_CHANNELS as readonly string[]).includes(v);

/** The tenant's matrix: stored rows over the defaults (rows of retired events are ignored). */
export async function getSettingsMatrix(db: DbOrTx, tenantId: string): Promise<SettingsMatrix> {
  const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.tenantId, tenantId));
  const matrix = defaultMatrix();
  for (const r of rows) if (isEvent(r.event) && isChannel(r.channel)) matrix[r.event][r.channel] = r.enabled;
  return matrix;
}

/**
 * Whether an event should notify on a channel for a tenant: the stored choice, else the default.
 * Modules that send notifications ask this first (pass their transaction when inside one).
 */
export async function notificationEnabled(
  tx: DbOrTx,
  tenantId: string,
  event: NotificationEvent,
  channel: NotificationChannel,
): Promise<boolean> {
  const [row] = await tx
    .select({ enabled: notificationSettings.enabled })
    .from(notificationSettings)
    .where(
      and(eq(notificationSettings.tenantId, tenantId), eq(notificationSettings.event, event), eq(notificationSettings.channel, channel)),
    )
    .limit(1);
  return row ? row.enabled : CHANNEL_DEFAULTS[channel];
}
