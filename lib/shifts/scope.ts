import 'server-only';
import { contactLocationIds, type LocationScope } from '@/lib/auth/contact-scope';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';

/**
 * What a session reaches of shifts: its tenant, and for a Company Contact her assigned locations only (the
 * one rule of lib/auth/contact-scope.ts). Kept here rather than borrowed from lib/timesheets, which depends
 * on this module (punch exceptions read assigned shifts).
 */
export type Scope = LocationScope & { tenantId: string };

export async function scopeOf(db: DbOrTx, session: Session): Promise<Scope> {
  return { tenantId: session.tenantId, locationIds: await contactLocationIds(db, session) };
}
