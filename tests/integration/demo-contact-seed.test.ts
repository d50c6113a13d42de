import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { contacts, users } from '@/lib/db/schema';
import { DEMO_TENANTS } from '@/lib/db/seed/data';
import { tenantBySlug } from './time-helpers';
import { theRow } from '@/lib/db/rows';

describe('demo Company Contact seed', () => {
  for (const { slug } of DEMO_TENANTS) {
    it(`${slug}: the contact user is linked to the contact record of the same person`, async () => {
      const tenant = await tenantBySlug(slug);
      const user = theRow(
        await db()
          .select()
          .from(users)
          .where(and(eq(users.tenantId, tenant.id), eq(users.email, `contact@${slug}.test`))),
      );
      expect(user.contactId).not.toBeNull();
      const record = theRow(
        await db()
          .select()
          .from(contacts)
          .where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, user.contactId!))),
      );
      expect({ name: `${record.firstName} ${record.lastName}`, email: record.email }).toEqual({ name: user.username, email: user.email });
      expect(user.username).toBe('Casey Contact');
    });
  }
});
