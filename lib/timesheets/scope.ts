import 'server-only';
import { contactLocationIds, type LocationScope } from '@/lib/auth/contact-scope';
import type { Session } from '@/lib/auth/guard';
import type { Versions } from '@/lib/db/versioned-cache';
import type { DbOrTx } from '@/lib/db/client';

/**
 * What a session may see of time data: the tenant, and for a Company Contact only assigned locations.
 * `approves` is false for a reader who may not approve (a contact with the switch off): nothing awaits
 * her approval (lib/timesheets/awaiting.ts). Absent means she may.
 */
export type Scope = LocationScope & { tenantId: string; tenantSlug: string; tenantName: string; approves?: boolean };

export async function scopeOf(db: DbOrTx, session: Session, versions?: Versions): Promise<Scope> {
  return {
    tenantId: session.tenantId,
    tenantSlug: session.tenantSlug,
    tenantName: session.tenantName,
    locationIds: await contactLocationIds(db, session, versions),
    approves: session.permissions.approveTimesheets,
  };
}
