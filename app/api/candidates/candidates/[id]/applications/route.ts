import { candidatesContracts } from '@/lib/contracts/candidates';
import { listResponse } from '@/lib/schema-kit/paging';
import { requireCandidate } from '@/lib/candidates/page-data';
import { candidateApplications } from '@/lib/candidates/related-queries';
import { candidateRoute } from '@/lib/http/candidate-routes';

export const GET = candidateRoute(candidatesContracts.applications, async ({ db, session, candidateId }) => {
  await requireCandidate(db, session.tenantId, candidateId);
  const data = await candidateApplications(db, session.tenantId, candidateId);
  return listResponse(data, data.length);
});
