import { candidatesContracts } from '@/lib/contracts/candidates';
import { listResponse } from '@/lib/schema-kit/paging';
import { requireCandidate } from '@/lib/candidates/page-data';
import { candidatePlacements } from '@/lib/candidates/related-queries';
import { candidateRoute } from '@/lib/http/candidate-routes';
import { clientScopeOf } from '@/lib/placements/scope';

export const GET = candidateRoute(candidatesContracts.placements, async ({ db, session, candidateId }) => {
  await requireCandidate(db, session.tenantId, candidateId);
  const data = await candidatePlacements(db, await clientScopeOf(db, session), candidateId);
  return listResponse(data, data.length);
});
