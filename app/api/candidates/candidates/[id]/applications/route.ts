import { candidatesContracts } from '@/lib/contracts/candidates';
import { listResponse } from '@/lib/api/paging';
import { findCandidate } from '@/lib/candidates/queries';
import { candidateApplications } from '@/lib/candidates/related';
import { candidateRoute } from '@/lib/candidates/route-helpers';
import { db } from '@/lib/db/client';

export const GET = candidateRoute(candidatesContracts.applications, async ({ session, candidateId }) => {
  await findCandidate(db(), session.tenantId, candidateId);
  const data = await candidateApplications(session.tenantId, candidateId);
  return listResponse(data, data.length);
});
