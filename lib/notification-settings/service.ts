import 'server-only';
import { sql } from 'drizzle-orm';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { notificationSettings } from '@/lib/db/schema';
import type { SettingsMatrix } from './events';
import { getSettingsMatrix } from './queries';
import type { SettingsInput } from './schema';

/** Upserts the changed cells in one statement and answers the whole matrix as it now stands. */
export async function saveSettings(
  db: DbOrTx,
  session: Pick<Session, 'tenantId' | 'userId'>,
  input: SettingsInput,
  ip?: string,
): Promise<SettingsMatrix> {
  // Last value wins for a cell named twice; one row per cell keeps the upsert valid. Written in key order,
  // so two saves of overlapping cells take their rows in one order (lib/db/locks.ts).
  const cells = new Map(
    input.settings.map((s) => [`${s.event}:${s.channel}`, s] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return db.transaction(async (tx) => {
    if (cells.size) {
      await tx
        .insert(notificationSettings)
        .values(
          [...cells.values()].map((s) => ({
            tenantId: session.tenantId,
            event: s.event,
            channel: s.channel,
            enabled: s.enabled,
            updatedAt: new Date(),
          })),
        )
        .onConflictDoUpdate({
          target: [notificationSettings.tenantId, notificationSettings.event, notificationSettings.channel],
          set: { enabled: sql`excluded.enabled`, updatedAt: sql`excluded.updated_at` },
        });
      await audit(tx, {
        tenantId: session.tenantId,
        userId: session.userId,
        action: 'notification_settings.updated',
        meta: { changes: [...cells.values()] },
        ip,
      });
    }
    return getSettingsMatrix(tx, session.tenantId);
  });
}
