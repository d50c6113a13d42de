import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { badRequest, say } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { contactLocations, locations } from '@/lib/db/schema';
import { getContact } from './queries';
import { loadLiveContact } from './service';

/*
 * contact_locations decides what a Company Contact sees and acts on in every module
 * (lib/auth/contact-scope.ts), so only the contact's own company's locations may ever be linked, and
 * every change is audited.
 */

/** The given ids, deduplicated and sorted (rows are written in one order), once every one is a location of the company; otherwise 400. */
async function companyLocationIds(tx: DbOrTx, tenantId: string, companyId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids.map((i) => i.toLowerCase()))].sort();
  const found = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.companyId, companyId), inArray(locations.id, unique)));
  if (found.length !== unique.length) {
    throw badRequest('contacts.locationsOfCompany', undefined, { location_ids: say('contacts.notCompanyLocation') });
  }
  return unique;
}

export async function assignLocations(db: DbOrTx, session: Session, contactId: string, ids: string[]) {
  await db.transaction(async (tx) => {
    const contact = await loadLiveContact(tx, session.tenantId, contactId, true);
    const valid = await companyLocationIds(tx, session.tenantId, contact.companyId, ids);
    await tx
      .insert(contactLocations)
      .values(valid.map((locationId) => ({ tenantId: session.tenantId, contactId, locationId })))
      .onConflictDoNothing();
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'contact.assigned',
      target: contactId,
      meta: { locationIds: valid },
    });
  });
  return getContact(db, session.tenantId, contactId);
}

export async function unassignLocations(db: DbOrTx, session: Session, contactId: string, ids: string[]) {
  await db.transaction(async (tx) => {
    const contact = await loadLiveContact(tx, session.tenantId, contactId, true);
    const valid = await companyLocationIds(tx, session.tenantId, contact.companyId, ids);
    await tx
      .delete(contactLocations)
      .where(
        and(
          eq(contactLocations.tenantId, session.tenantId),
          eq(contactLocations.contactId, contactId),
          inArray(contactLocations.locationId, valid),
        ),
      );
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'contact.unassigned',
      target: contactId,
      meta: { locationIds: valid },
    });
  });
  return getContact(db, session.tenantId, contactId);
}
