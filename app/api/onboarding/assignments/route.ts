import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { listAssignments } from '@/lib/onboarding/assignment-queries';
import { ONBOARDING_ROUTE } from '@/lib/onboarding/load';
import { assignmentsQuery } from '@/lib/onboarding/schema';

export const GET = handler({ route: ONBOARDING_ROUTE, query: assignmentsQuery }, async ({ session, query }) => {
  const { data, total } = await listAssignments(session.tenantId, query);
  return listResponse(data, total, query);
});
