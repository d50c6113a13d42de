import { candidatesContracts } from '@/lib/contracts/candidates';
import { listResponse } from '@/lib/api/paging';
import { findCandidate } from '@/lib/candidates/queries';
import { candidatePlacements } from '@/lib/candidates/related';
import { candidateRoute } from '@/lib/candidates/route-helpers';
import { db } from '@/lib/db/client';
import { clientScopeOf } from '@/lib/placements/scope';

export const GET = candidateRoute(candidatesContracts.placements, async ({ session, candidateId }) => {
  await findCandidate(db(), session.tenantId, candidateId);
  const data = await candidatePlacements(await clientScopeOf(session), candidateId);
  return listResponse(data, data.length);
});
