import { handler } from '@/lib/http/handler';
import { contactsContracts } from '@/lib/contracts/contacts';
import { pathId } from '@/lib/companies/path-id';
import { unassignLocations } from '@/lib/contacts/assignments';

export const PUT = handler(contactsContracts.unassign, async ({ db, session, params, body }) => ({
  data: await unassignLocations(db, session, pathId(params, 'id', 'contact'), body.location_ids),
}));
