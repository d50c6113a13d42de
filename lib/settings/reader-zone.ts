import 'server-only';
import { and, eq } from 'drizzle-orm';
import { dateIn } from '@/lib/schema-kit/timezone';
import type { DbOrTx } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { isTimeZone } from '@/lib/timezones/list';
import { tenantTimeZone } from './time-zone';

/** Whose clock: the signed-in user of a tenant. */
export type Reader = { tenantId: string; userId: string };

/**
 * The reader's zone as stored: her own choice (users.time_zone, the profile setting) or null, and the tenant's.
 * A zone the runtime no longer knows (an ICU update) counts as no choice rather than failing.
 */
export async function readerZones(tx: DbOrTx, reader: Reader): Promise<{ own: string | null; tenant: string }> {
  const [[row], tenant] = await Promise.all([
    tx
      .select({ zone: users.timeZone })
      .from(users)
      .where(and(eq(users.tenantId, reader.tenantId), eq(users.id, reader.userId)))
      .limit(1),
    tenantTimeZone(tx, reader.tenantId),
  ]);
  const own = row?.zone && isTimeZone(row.zone) ? row.zone : null;
  return { own, tenant };
}

/**
 * The one answer to "which zone is this reader's" (DESIGN §8 "One clock", issue 22 item 2): her chosen zone,
 * else the tenant's. Never the browser's: "today", default days and week presets of a screen not tied to a
 * site read the same in Tokyo and Honolulu, on the server and in the browser (the portal layout hands the
 * same zone to the browser, lib/browser/viewer-zone.tsx), and the same as the API answers.
 */
export async function readerTimeZone(db: DbOrTx, reader: Reader): Promise<string> {
  const { own, tenant } = await readerZones(db, reader);
  return own ?? tenant;
}

/** The reader's zone and her calendar day at `now` in it (yyyy-MM-dd). */
export async function readerToday(db: DbOrTx, reader: Reader, now = new Date()): Promise<{ zone: string; today: string }> {
  const zone = await readerTimeZone(db, reader);
  return { zone, today: dateIn(zone, now) };
}
