import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import { contactProfiles } from '@/lib/db/schema';

type ContactProfilePatch = Partial<Pick<typeof contactProfiles.$inferInsert, 'avatarUploadId' | 'settings'>>;

/**
 * Writes part of a contact's profile row (photo, permission switches), creating it on first use: a contact
 * has none until one of them is first saved. The caller has already checked the contact is the tenant's.
 */
export async function upsertContactProfile(tx: DbOrTx, tenantId: string, contactId: string, patch: ContactProfilePatch): Promise<void> {
  await tx
    .insert(contactProfiles)
    .values({ contactId, tenantId, ...patch })
    .onConflictDoUpdate({ target: contactProfiles.contactId, set: { ...patch, updatedAt: new Date() } });
}
