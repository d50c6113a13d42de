import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { contacts } from '@/lib/db/schema';
import type { Session } from './guard';

/**
 * The client company a Company Contact belongs to: recruiting rows (placements, orders) are scoped to
 * it. null for staff (the whole tenant); a contact with no contact record gets an id that matches nothing.
 */
export async function contactCompanyId(session: Session): Promise<string | null> {
  if (session.role !== 'company_contact') return null;
  if (!session.contactId) return NO_COMPANY;
  const [row] = await db().select({ companyId: contacts.companyId }).from(contacts)
    .where(and(eq(contacts.tenantId, session.tenantId), eq(contacts.id, session.contactId))).limit(1);
  return row?.companyId ?? NO_COMPANY;
}

const NO_COMPANY = '00000000-0000-0000-0000-000000000000';
