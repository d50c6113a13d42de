import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { listContacts } from '@/lib/contacts/queries';
import { contactInput, contactsQuery } from '@/lib/contacts/schema';
import { createContact } from '@/lib/contacts/service';

export const GET = handler({ route: '/contacts', query: contactsQuery }, async ({ session, query }) => {
  const { data, total } = await listContacts(session.tenantId, query);
  return listResponse(data, total, query);
});

export const POST = handler({ route: '/contacts', body: contactInput }, async ({ session, body }) =>
  ({ data: await createContact(session, body) }));
