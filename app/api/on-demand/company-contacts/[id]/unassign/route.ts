import { handler } from '@/lib/api/handler';
import { pathId } from '@/lib/companies/path-id';
import { unassignLocations } from '@/lib/contacts/assignments';
import { locationIdsBody } from '@/lib/contacts/schema';

export const PUT = handler({ route: '/contacts', body: locationIdsBody }, async ({ session, params, body }) =>
  ({ data: await unassignLocations(session, pathId(params, 'id', 'contact'), body.location_ids) }));
