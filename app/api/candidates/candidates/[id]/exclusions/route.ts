import { say } from '@/lib/errors';
import { created } from '@/lib/api/answer';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { listResponse } from '@/lib/api/paging';
import { addExclusion } from '@/lib/candidates/exclusions';
import { findCandidate } from '@/lib/candidates/queries';
import { candidateExclusions } from '@/lib/candidates/related';
import { candidateRoute } from '@/lib/candidates/route-helpers';
import { db } from '@/lib/db/client';

export const GET = candidateRoute(candidatesContracts.exclusions, async ({ session, candidateId }) => {
  await findCandidate(db(), session.tenantId, candidateId);
  const data = await candidateExclusions(session.tenantId, candidateId);
  return listResponse(data, data.length);
});

export const POST = candidateRoute(candidatesContracts.addExclusion, async ({ session, candidateId, body, ip }) => {
  await addExclusion(session, candidateId, body, ip);
  return created({ data: await candidateExclusions(session.tenantId, candidateId), message: say('done.candidates.exclusionAdded') });
});
