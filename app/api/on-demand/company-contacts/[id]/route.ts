import { handler } from '@/lib/api/handler';
import { pathId } from '@/lib/companies/path-id';
import { getContact } from '@/lib/contacts/queries';
import { contactUpdate } from '@/lib/contacts/schema';
import { archiveContact, updateContact } from '@/lib/contacts/service';

export const GET = handler({ route: '/contacts' }, async ({ session, params }) =>
  ({ data: await getContact(session.tenantId, pathId(params, 'id', 'contact')) }));

export const PUT = handler({ route: '/contacts', body: contactUpdate }, async ({ session, params, body }) =>
  ({ data: await updateContact(session, pathId(params, 'id', 'contact'), body) }));

/** Archive: sets archived_at and deactivates the contact's portal user. */
export const DELETE = handler({ route: '/contacts' }, async ({ session, params }) =>
  ({ data: await archiveContact(session, pathId(params, 'id', 'contact')) }));
