import { handler } from '@/lib/http/handler';
import { contactsContracts } from '@/lib/contracts/contacts';
import { pathId } from '@/lib/companies/path-id';
import { contactSettings } from '@/lib/contacts/page-data';
import { updateContactSettings } from '@/lib/contacts/portal';

export const GET = handler(contactsContracts.settings, async ({ session, params }) => ({
  data: await contactSettings(session.tenantId, pathId(params, 'id', 'contact')),
}));

/** The switches, and portal_access: true creates/activates the contact's portal user, false deactivates it. */
export const PUT = handler(contactsContracts.updateSettings, async ({ session, params, body }) => ({
  data: await updateContactSettings(session, pathId(params, 'id', 'contact'), body),
}));
