import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { ONBOARDING_ROUTE } from '@/lib/onboarding/load';
import { searchCandidates } from '@/lib/onboarding/queries';
import { candidatesQuery } from '@/lib/onboarding/schema';

/** The assign dialog's candidate picker; kept here so onboarding does not lean on the candidates module. */
export const GET = handler({ route: ONBOARDING_ROUTE, query: candidatesQuery }, async ({ session, query }) => {
  const data = await searchCandidates(session.tenantId, query);
  return listResponse(data, data.length);
});
