import { handler } from '@/lib/api/handler';
import { pathId } from '@/lib/companies/path-id';
import { assignLocations } from '@/lib/contacts/assignments';
import { locationIdsBody } from '@/lib/contacts/schema';

export const PUT = handler({ route: '/contacts', body: locationIdsBody }, async ({ session, params, body }) =>
  ({ data: await assignLocations(session, pathId(params, 'id', 'contact'), body.location_ids) }));
