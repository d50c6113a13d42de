import { handler } from '@/lib/http/handler';
import { contactsContracts } from '@/lib/contracts/contacts';
import { pathId } from '@/lib/companies/path-id';
import { assignLocations } from '@/lib/contacts/assignments';

export const PUT = handler(contactsContracts.assign, async ({ db, session, params, body }) => ({
  data: await assignLocations(db, session, pathId(params, 'id', 'contact'), body.location_ids),
}));
