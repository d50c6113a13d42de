import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { readerZones } from '@/lib/settings/reader-zone';
import type { ProfileTimeZone } from '@/lib/timezones/schema';

/**
 * The viewer's clock (DESIGN §8 "One clock"): times not tied to a site (history rows, "approved at") are read
 * in the zone she chose in her profile, else in the tenant's. Never the browser's: two readers of one record in
 * two browsers read the same words.
 */
export async function profileTimeZone(tx: DbOrTx, session: Pick<Session, 'tenantId' | 'userId'>): Promise<ProfileTimeZone> {
  // The same reading as every screen's "today" (lib/settings/reader-zone.ts), so the profile says what they use.
  const { own, tenant } = await readerZones(tx, session);
  return { time_zone: own, effective: own ?? tenant, tenant };
}

/** Her own choice (the schema checked it is an IANA zone); null goes back to the tenant's zone. */
export async function saveProfileTimeZone(
  db: DbOrTx,
  session: Pick<Session, 'tenantId' | 'userId'>,
  zone: string | null,
): Promise<ProfileTimeZone> {
  await db
    .update(users)
    .set({ timeZone: zone })
    .where(and(eq(users.tenantId, session.tenantId), eq(users.id, session.userId)));
  return profileTimeZone(db, session);
}
