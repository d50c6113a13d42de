import type { Session } from '@/lib/auth/guard';
import { readerToday } from '@/lib/settings/reader-zone';
import type { Viewer } from './queries';
import type { DbOrTx } from '@/lib/db/client';

/**
 * The caller as the to-do queries and writes need them: tenant, user ("me", created_by, audit) and "today"
 * on her clock (her chosen zone, else the tenant's: lib/settings/reader-zone.ts), the same day the /todos page
 * rendered with, so a to-do due today is not overdue before midnight there, whichever browser asks.
 */
export async function viewerFor(db: DbOrTx, session: Session, now = new Date()): Promise<Viewer> {
  const { today } = await readerToday(db, session, now);
  return { tenantId: session.tenantId, userId: session.userId, today };
}
