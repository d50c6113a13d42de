import { onDemandContracts } from '@/lib/contracts/on-demand';
import { handler } from '@/lib/http/handler';
import { pathId } from '@/lib/companies/path-id';
import { getLocation } from '@/lib/locations/queries';
import { archiveLocation, updateLocation } from '@/lib/locations/service';

export const GET = handler(onDemandContracts.location, async ({ db, session, params }) => ({
  data: await getLocation(db, session.tenantId, pathId(params, 'id', 'location')),
}));

/** Fields, notes and/or status_id (an active location status of the tenant). */
export const PUT = handler(onDemandContracts.updateLocation, async ({ db, session, params, body }) => ({
  data: await updateLocation(db, session, pathId(params, 'id', 'location'), body),
}));

/** Archive: the location gets the "Closed" location status; its history stays (lib/locations/statuses.ts). */
export const DELETE = handler(onDemandContracts.archiveLocation, async ({ db, session, params }) => ({
  data: await archiveLocation(db, session, pathId(params, 'id', 'location')),
}));
