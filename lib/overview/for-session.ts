import 'server-only';
import { dateIn } from '@/lib/schema-kit/timezone';
import type { Session } from '@/lib/auth/guard';
import { checkUserAccess } from '@/lib/auth/sub-roles';
import { versionsSinceNow } from '@/lib/db/versioned-cache';
import { portalFlags } from '@/lib/settings/flags';
import { getSettings } from '@/lib/settings/queries';
import { scopeOf } from '@/lib/timesheets/scope';
import { overviewOf } from './queries';
import type { Overview } from './schema';
import type { DbOrTx } from '@/lib/db/client';

/**
 * The overview as `session` may see it: its tenant, a contact's assigned locations only. "Today" is the
 * reader's day in `zone` (her chosen zone, else the tenant's: lib/settings/reader-zone.ts); `week` is any day of another week.
 */
export async function overviewFor(db: DbOrTx, session: Session, zone: string, week?: string): Promise<Overview> {
  const today = dateIn(zone);
  // One read of the data versions serves her locations and the figures (two in a row would queue twice).
  const versions = await versionsSinceNow(session.tenantId);
  const [scope, settings] = await Promise.all([scopeOf(db, session, versions), getSettings(session.tenantId)]);
  const shiftsBoard = checkUserAccess(session.role, session.subRole, '/jobs', portalFlags(settings)).ok;
  return overviewOf(db, scope, week ?? today, today, shiftsBoard, versions);
}
