import { handler } from '@/lib/http/handler';
import { contactsContracts } from '@/lib/contracts/contacts';
import { listResponse } from '@/lib/schema-kit/paging';
import { listContacts } from '@/lib/contacts/queries';
import { createContact } from '@/lib/contacts/service';

export const GET = handler(contactsContracts.list, async ({ db, session, query }) => {
  const { data, total } = await listContacts(db, session.tenantId, query);
  return listResponse(data, total, query);
});

export const POST = handler(contactsContracts.create, async ({ db, session, body }) => ({ data: await createContact(db, session, body) }));
