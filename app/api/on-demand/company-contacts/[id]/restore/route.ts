import { handler } from '@/lib/http/handler';
import { contactsContracts } from '@/lib/contracts/contacts';
import { pathId } from '@/lib/companies/path-id';
import { restoreContact } from '@/lib/contacts/service';

export const PUT = handler(contactsContracts.restore, async ({ db, session, params }) => ({
  data: await restoreContact(db, session, pathId(params, 'id', 'contact')),
}));
