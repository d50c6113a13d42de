import { onDemandContracts } from '@/lib/contracts/on-demand';
import { listResponse } from '@/lib/schema-kit/paging';
import { handler } from '@/lib/http/handler';
import { listLocations } from '@/lib/on-demand/queries';
import { createLocation } from '@/lib/locations/service';
import { scopedRead } from '@/lib/http/timesheet-routes';

export const GET = scopedRead(onDemandContracts.locations, async ({ db, scope }) => {
  const data = await listLocations(db, scope);
  return listResponse(data, data.length);
});

/** A new location of the client company named in the body (the companies screen's permission row). */
export const POST = handler(onDemandContracts.createLocation, async ({ db, session, body }) => {
  const { company_id: companyId, ...input } = body;
  return { data: await createLocation(db, session, companyId, input) };
});
