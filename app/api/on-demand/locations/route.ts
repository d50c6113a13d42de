import { handler } from '@/lib/api/handler';
import { listLocations } from '@/lib/on-demand/queries';
import { locationCreateBody } from '@/lib/locations/schema';
import { createLocation } from '@/lib/locations/service';
import { scopedRead } from '@/lib/timesheets/route-helpers';

export const GET = scopedRead(undefined, async ({ scope }) => {
  const data = await listLocations(scope);
  return { data, meta: { totalItems: data.length } };
});

/** A new location of the client company named in the body (the companies screen's permission row). */
export const POST = handler({ route: '/companies', body: locationCreateBody }, async ({ session, body }) => {
  const { company_id: companyId, ...input } = body;
  return { data: await createLocation(session, companyId, input) };
});
