import 'server-only';
import { cookies } from 'next/headers';
import { db } from '@/lib/db/client';
import { isTimeZone } from '@/lib/timezones/list';
import { ZONE_COOKIE } from '@/lib/timezones/zone-cookie';
import { tenantTimeZone } from './time-zone';

/**
 * The zone a server-rendered page takes as the reader's: the one her browser last told (the `tz` cookie),
 * else the tenant's own as the best guess. Screens whose data depend on it say which zone they were rendered
 * in, so the browser asks again when its own differs (lib/browser/reader-zone.tsx).
 */
export async function readerTimeZone(tenantId: string): Promise<string> {
  const sent = (await cookies()).get(ZONE_COOKIE)?.value?.trim();
  // The name is kept as sent (see requestTimeZone): PostgreSQL knows the current IANA names.
  if (sent && sent.length <= 64 && isTimeZone(sent)) return sent;
  return tenantTimeZone(db(), tenantId);
}
