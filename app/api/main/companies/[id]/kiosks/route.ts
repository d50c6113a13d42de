import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { companiesContracts } from '@/lib/contracts/companies';
import { pathId } from '@/lib/companies/path-id';
import { createKiosk, listKiosks } from '@/lib/kiosks/service';

export const GET = handler(companiesContracts.kiosks, async ({ db, session, params }) => {
  const data = await listKiosks(db, session.tenantId, pathId(params, 'id', 'company'));
  return listResponse(data, data.length);
});

/** The answer carries the PIN in clear this once; no later read returns it. */
export const POST = handler(companiesContracts.createKiosk, async ({ db, session, params, body }) => ({
  data: await createKiosk(db, session, pathId(params, 'id', 'company'), body),
}));
