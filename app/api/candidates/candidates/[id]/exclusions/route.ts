import { say } from '@/lib/errors';
import { created } from '@/lib/http/answer';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { listResponse } from '@/lib/schema-kit/paging';
import { addExclusion } from '@/lib/candidates/exclusions';
import { requireCandidate } from '@/lib/candidates/page-data';
import { candidateExclusions } from '@/lib/candidates/related-queries';
import { candidateRoute } from '@/lib/http/candidate-routes';

export const GET = candidateRoute(candidatesContracts.exclusions, async ({ db, session, candidateId }) => {
  await requireCandidate(db, session.tenantId, candidateId);
  const data = await candidateExclusions(db, session.tenantId, candidateId);
  return listResponse(data, data.length);
});

export const POST = candidateRoute(candidatesContracts.addExclusion, async ({ db, session, candidateId, body, ip }) => {
  await addExclusion(db, session, candidateId, body, ip);
  return created({ data: await candidateExclusions(db, session.tenantId, candidateId), message: say('done.candidates.exclusionAdded') });
});
