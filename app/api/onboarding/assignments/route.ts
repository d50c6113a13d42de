import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { listAssignments } from '@/lib/onboarding/assignment-queries';
import { onboardingContracts } from '@/lib/contracts/onboarding';

export const GET = handler(onboardingContracts.assignments, async ({ db, session, query }) => {
  const { data, total } = await listAssignments(db, session.tenantId, query);
  return listResponse(data, total, query);
});
