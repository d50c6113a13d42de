import 'server-only';
import { and, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, conflict, say } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { companies, contactLocations, contacts, locations, users } from '@/lib/db/schema';
import { assertEmailUnusedByOthers, deactivatePortalUser, portalUser } from './portal';
import { getContact, loadContact } from './queries';
import type { contactInput, contactUpdate } from './schema';
import { theRow } from '@/lib/db/rows';

/** A live contact for a change; archived ones are read-only until restored. */
export async function loadLiveContact(tx: DbOrTx, tenantId: string, id: string, lock = false) {
  const contact = await loadContact(tx, tenantId, id, lock);
  if (contact.archivedAt) throw conflict('contacts.archived');
  return contact;
}

async function assertCompany(tx: DbOrTx, tenantId: string, companyId: string) {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)))
    .limit(1);
  if (!row) throw badRequest('contacts.companyOfYours', undefined, { company_id: say('contacts.unknownCompany') });
}

/** One live contact per email: the email is also the portal sign-in, which must name one person. */
async function assertEmailFree(tx: DbOrTx, tenantId: string, email: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.tenantId, tenantId),
        isNull(contacts.archivedAt),
        sql`lower(${contacts.email}) = ${email.toLowerCase()}`,
        exceptId ? ne(contacts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict('contacts.emailTaken', { email });
}

export async function createContact(db: DbOrTx, session: Session, input: z.infer<typeof contactInput>) {
  const id = await db.transaction(async (tx) => {
    await assertCompany(tx, session.tenantId, input.company_id);
    await assertEmailFree(tx, session.tenantId, input.email);
    const row = theRow(
      await tx
        .insert(contacts)
        .values({
          tenantId: session.tenantId,
          companyId: input.company_id,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          phone: input.phone,
          title: input.title,
        })
        .returning({ id: contacts.id }),
    );
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'contact.created',
      target: row.id,
      meta: { companyId: input.company_id },
    });
    return row.id;
  });
  return getContact(db, session.tenantId, id);
}

/**
 * Edits a contact. A move to another company drops the assignments to the old company's locations
 * (a contact only ever sees its own company's sites); a new email follows through to the portal user.
 */
export async function updateContact(db: DbOrTx, session: Session, id: string, input: z.infer<typeof contactUpdate>) {
  await db.transaction(async (tx) => {
    const current = await loadLiveContact(tx, session.tenantId, id, true);
    if (input.company_id && input.company_id !== current.companyId) {
      await assertCompany(tx, session.tenantId, input.company_id);
      const keep = tx
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.tenantId, session.tenantId), eq(locations.companyId, input.company_id)));
      await tx
        .delete(contactLocations)
        .where(
          and(
            eq(contactLocations.tenantId, session.tenantId),
            eq(contactLocations.contactId, id),
            notInArray(contactLocations.locationId, keep),
          ),
        );
    }
    if (input.email && input.email !== current.email.toLowerCase()) {
      await assertEmailFree(tx, session.tenantId, input.email, id);
      const user = await portalUser(tx, session.tenantId, id);
      if (user) {
        await assertEmailUnusedByOthers(tx, session.tenantId, input.email, id);
        await tx
          .update(users)
          .set({ email: input.email })
          .where(and(eq(users.tenantId, session.tenantId), eq(users.id, user.id)));
      }
    }
    await tx
      .update(contacts)
      .set({
        companyId: input.company_id,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        title: input.title,
      })
      .where(and(eq(contacts.tenantId, session.tenantId), eq(contacts.id, id)));
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'contact.updated',
      target: id,
      meta: { fields: Object.keys(input) },
    });
  });
  return getContact(db, session.tenantId, id);
}

/** Archive: the contact leaves the lists and its portal user is deactivated (sessions end now). */
export async function archiveContact(db: DbOrTx, session: Session, id: string) {
  await db.transaction(async (tx) => {
    await loadLiveContact(tx, session.tenantId, id, true);
    await tx
      .update(contacts)
      .set({ archivedAt: new Date() })
      .where(and(eq(contacts.tenantId, session.tenantId), eq(contacts.id, id)));
    const deactivated = await deactivatePortalUser(tx, session.tenantId, id);
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'contact.archived',
      target: id,
      meta: { portalUserDeactivated: deactivated },
    });
  });
  return getContact(db, session.tenantId, id);
}

/** Restore brings the record back; portal access stays off until someone turns it on again on purpose. */
export async function restoreContact(db: DbOrTx, session: Session, id: string) {
  await db.transaction(async (tx) => {
    const current = await loadContact(tx, session.tenantId, id, true);
    if (!current.archivedAt) throw conflict('contacts.notArchived');
    await assertEmailFree(tx, session.tenantId, current.email, id);
    await tx
      .update(contacts)
      .set({ archivedAt: null })
      .where(and(eq(contacts.tenantId, session.tenantId), eq(contacts.id, id)));
    await audit(tx, { tenantId: session.tenantId, userId: session.userId, action: 'contact.restored', target: id });
  });
  return getContact(db, session.tenantId, id);
}
