import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Session } from '@/lib/auth/guard';
import { db } from '@/lib/db/client';
import { contactLocations } from '@/lib/db/schema';

/** What a session may see of time data: the tenant, and for a Company Contact only assigned locations. */
export type Scope = { tenantId: string; tenantSlug: string; tenantName: string; locationIds: string[] | null };

export async function scopeOf(session: Session): Promise<Scope> {
  const base = { tenantId: session.tenantId, tenantSlug: session.tenantSlug, tenantName: session.tenantName };
  if (session.role !== 'company_contact') return { ...base, locationIds: null };
  if (!session.contactId) return { ...base, locationIds: [] };
  const rows = await db().select({ id: contactLocations.locationId }).from(contactLocations)
    .where(and(eq(contactLocations.tenantId, session.tenantId), eq(contactLocations.contactId, session.contactId)));
  return { ...base, locationIds: rows.map((r) => r.id) };
}
