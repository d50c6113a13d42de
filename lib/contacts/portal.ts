import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict } from '@/lib/errors';
import { audit } from '@/lib/audit';
import { contactPermissionsFrom } from '@/lib/auth/contact-permissions';
import type { Session } from '@/lib/auth/guard';
import { revokeAppTokens, revokeEverything } from '@/lib/auth/revocation';
import { ROLE_IDS } from '@/lib/auth/roles';
import type { DbOrTx } from '@/lib/db/client';
import { contactProfiles, users } from '@/lib/db/schema';
import { loadContact } from './queries';
import { upsertContactProfile } from './profile-row';
import type { settingsBody } from './schema';
import { CONTACT_SETTING_KEYS } from './types';
import type { ContactSettings } from './schema';

type Contact = Awaited<ReturnType<typeof loadContact>>;

/** The Company Contact user linked to a contact record (at most one: users.contact_id). */
export async function portalUser(tx: DbOrTx, tenantId: string, contactId: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.contactId, contactId), eq(users.isContact, true)))
    .limit(1);
  return row ?? null;
}

/**
 * Turns the contact's portal user off and ends its live sessions and app tokens with this transaction:
 * archiving a contact or removing portal access must lock them out now, on every app instance.
 */
export async function deactivatePortalUser(tx: DbOrTx, tenantId: string, contactId: string): Promise<boolean> {
  const user = await portalUser(tx, tenantId, contactId);
  if (!user?.active) return false;
  await tx
    .update(users)
    .set({ active: false })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, user.id)));
  await revokeEverything(tx, tenantId, user.id);
  return true;
}

/** The sign-in email is unique per tenant: a user of anyone else holding it blocks the contact's user. */
export async function assertEmailUnusedByOthers(tx: DbOrTx, tenantId: string, email: string, contactId: string) {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email), sql`${users.contactId} is distinct from ${contactId}::uuid`))
    .limit(1);
  if (other) throw conflict('contacts.portalEmailTaken', { email });
}

/** Creates or re-activates the contact's Company Contact user (role_id 4, contact_id set). */
async function grantPortalAccess(tx: DbOrTx, tenantId: string, contact: Contact) {
  if (contact.archivedAt) throw conflict('contacts.archivedNoPortal');
  const existing = await portalUser(tx, tenantId, contact.id);
  await assertEmailUnusedByOthers(tx, tenantId, contact.email, contact.id);
  if (existing) {
    await tx
      .update(users)
      .set({ active: true, email: contact.email })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, existing.id)));
    return;
  }
  await tx.insert(users).values({
    tenantId,
    email: contact.email,
    username: `${contact.firstName} ${contact.lastName}`,
    roleId: ROLE_IDS.company_contact,
    isContact: true,
    contactId: contact.id,
  });
}

export async function getContactSettings(tx: DbOrTx, tenantId: string, contactId: string): Promise<ContactSettings> {
  await loadContact(tx, tenantId, contactId);
  const [[profile], user] = await Promise.all([
    tx
      .select({ settings: contactProfiles.settings })
      .from(contactProfiles)
      .where(and(eq(contactProfiles.tenantId, tenantId), eq(contactProfiles.contactId, contactId)))
      .limit(1),
    portalUser(tx, tenantId, contactId),
  ]);
  return {
    ...contactPermissionsFrom(profile?.settings),
    portal_access: Boolean(user?.active),
    portal_user: user
      ? { _id: user.id, email: user.email, active: user.active, last_login_at: user.lastLoginAt?.toISOString() ?? null }
      : null,
  };
}

/**
 * Her sessions read the switches on every request (lib/auth/guard.ts), so a permission turned off refuses
 * her next request on every instance; her app tokens were issued under the old switches and stop verifying.
 */
async function revokePortalAppTokens(tx: DbOrTx, tenantId: string, contactId: string): Promise<void> {
  const user = await portalUser(tx, tenantId, contactId);
  if (user) await revokeAppTokens(tx, tenantId, [user.id]);
}

/** Saves the switches and applies portal access in one transaction. */
export async function updateContactSettings(
  db: DbOrTx,
  session: Session,
  contactId: string,
  body: z.infer<typeof settingsBody>,
): Promise<ContactSettings> {
  return db.transaction(async (tx) => {
    const contact = await loadContact(tx, session.tenantId, contactId, true);
    const { portal_access: access, ...switches } = body;
    const changed = Object.fromEntries(Object.entries(switches).filter(([, v]) => v !== undefined));
    if (Object.keys(changed).length) {
      const current = await getContactSettings(tx, session.tenantId, contactId);
      const settings = { ...Object.fromEntries(CONTACT_SETTING_KEYS.map((k) => [k, current[k]])), ...changed };
      await upsertContactProfile(tx, session.tenantId, contactId, { settings });
      if (Object.entries(changed).some(([k, v]) => current[k as keyof typeof current] !== v))
        await revokePortalAppTokens(tx, session.tenantId, contactId);
    }
    if (access === true) await grantPortalAccess(tx, session.tenantId, contact);
    if (access === false) await deactivatePortalUser(tx, session.tenantId, contactId);
    await audit(tx, { tenantId: session.tenantId, userId: session.userId, action: 'contact.settings', target: contactId, meta: body });
    return getContactSettings(tx, session.tenantId, contactId);
  });
}
