import { handler } from '@/lib/http/handler';
import { contactsContracts } from '@/lib/contracts/contacts';
import { pathId } from '@/lib/companies/path-id';
import { contactSettings } from '@/lib/contacts/page-data';
import { updateContactSettings } from '@/lib/contacts/portal';

export const GET = handler(contactsContracts.settings, async ({ db, session, params }) => ({
  data: await contactSettings(db, session.tenantId, pathId(params, 'id', 'contact')),
}));

/** The switches, and portal_access: true creates/activates the contact's portal user, false deactivates it. */
export const PUT = handler(contactsContracts.updateSettings, async ({ db, session, params, body }) => ({
  data: await updateContactSettings(db, session, pathId(params, 'id', 'contact'), body),
}));
