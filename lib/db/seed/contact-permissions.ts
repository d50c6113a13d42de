import { and, eq, like, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '../../auth/contact-permissions';
import type { Db } from '../client';
import * as t from '../schema';

/**
 * The demo Company Contact (contact@<slug>.test) may approve timesheets, get their emails and place
 * orders: an unsaved switch is off (lib/auth/contact-permissions.ts), and the demo shows what a
 * contact does. Idempotent, and it never overrides a switch someone saved: a profile row that holds
 * only a photo (settings {}) gets them, one with saved settings is left as it is.
 */
export async function seedContactPermissions(db: Db, tenantId: string): Promise<void> {
  const demo = await db
    .select({ contactId: t.users.contactId })
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), eq(t.users.isContact, true), like(t.users.email, 'contact@%.test')));
  const contactIds = demo.flatMap((u) => (u.contactId ? [u.contactId] : []));
  if (!contactIds.length) return;
  await db
    .insert(t.contactProfiles)
    .values(contactIds.map((contactId) => ({ contactId, tenantId, settings: { ...ALL_PERMISSIONS } })))
    .onConflictDoUpdate({
      target: t.contactProfiles.contactId,
      set: { settings: sql`excluded.settings` },
      setWhere: sql`${t.contactProfiles.settings} = '{}'::jsonb`,
    });
}
