import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { pathId } from '@/lib/companies/path-id';
import { kioskInput } from '@/lib/kiosks/schema';
import { createKiosk, listKiosks } from '@/lib/kiosks/service';

export const GET = handler({ route: '/companies' }, async ({ session, params }) => {
  const data = await listKiosks(session.tenantId, pathId(params, 'id', 'company'));
  return listResponse(data, data.length);
});

/** The answer carries the PIN in clear this once; no later read returns it. */
export const POST = handler({ route: '/companies', body: kioskInput }, async ({ session, params, body }) =>
  ({ data: await createKiosk(session, pathId(params, 'id', 'company'), body) }));
