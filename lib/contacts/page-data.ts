import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import { getContactSettings } from './portal';
import type { ContactSettings } from './schema';

/** The contact's portal switches (404 for a contact the tenant does not have). */
export const contactSettings = (db: DbOrTx, tenantId: string, contactId: string): Promise<ContactSettings> =>
  getContactSettings(db, tenantId, contactId);
