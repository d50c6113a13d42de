import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { onboardingContracts } from '@/lib/contracts/onboarding';
import { searchCandidates } from '@/lib/onboarding/queries';

/** The assign dialog's candidate picker; kept here so onboarding does not lean on the candidates module. */
export const GET = handler(onboardingContracts.candidates, async ({ db, session, query }) => {
  const data = await searchCandidates(db, session.tenantId, query);
  return listResponse(data, data.length);
});
