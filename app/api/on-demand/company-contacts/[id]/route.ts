import { handler } from '@/lib/http/handler';
import { contactsContracts } from '@/lib/contracts/contacts';
import { pathId } from '@/lib/companies/path-id';
import { getContact } from '@/lib/contacts/queries';
import { archiveContact, updateContact } from '@/lib/contacts/service';

export const GET = handler(contactsContracts.get, async ({ db, session, params }) => ({
  data: await getContact(db, session.tenantId, pathId(params, 'id', 'contact')),
}));

export const PUT = handler(contactsContracts.update, async ({ db, session, params, body }) => ({
  data: await updateContact(db, session, pathId(params, 'id', 'contact'), body),
}));

/** Archive: sets archived_at and deactivates the contact's portal user. */
export const DELETE = handler(contactsContracts.archive, async ({ db, session, params }) => ({
  data: await archiveContact(db, session, pathId(params, 'id', 'contact')),
}));
