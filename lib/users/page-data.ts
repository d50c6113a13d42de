import 'server-only';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import type { ProfileTimeZone } from '@/lib/timezones/schema';
import { profileTimeZone } from './time-zone';

/** The signed-in user's zone for times not tied to a site: her own choice, else the tenant's. */
export const viewerTimeZone = (db: DbOrTx, session: Pick<Session, 'tenantId' | 'userId'>): Promise<ProfileTimeZone> =>
  profileTimeZone(db, session);
