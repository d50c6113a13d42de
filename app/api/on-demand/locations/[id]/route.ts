import { handler } from '@/lib/api/handler';
import { pathId } from '@/lib/companies/path-id';
import { getLocation } from '@/lib/locations/queries';
import { locationUpdate } from '@/lib/locations/schema';
import { archiveLocation, updateLocation } from '@/lib/locations/service';

export const GET = handler({ route: '/companies' }, async ({ session, params }) =>
  ({ data: await getLocation(session.tenantId, pathId(params, 'id', 'location')) }));

/** Fields, notes and/or status_id (an active location status of the tenant). */
export const PUT = handler({ route: '/companies', body: locationUpdate }, async ({ session, params, body }) =>
  ({ data: await updateLocation(session, pathId(params, 'id', 'location'), body) }));

/** Archive: the location gets the "Closed" location status; its history stays (lib/locations/statuses.ts). */
export const DELETE = handler({ route: '/companies' }, async ({ session, params }) =>
  ({ data: await archiveLocation(session, pathId(params, 'id', 'location')) }));
