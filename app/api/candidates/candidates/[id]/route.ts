import { getCandidate } from '@/lib/candidates/queries';
import { candidateRoute } from '@/lib/candidates/route-helpers';
import { candidateBody } from '@/lib/candidates/schema';
import { updateCandidate } from '@/lib/candidates/service';

export const GET = candidateRoute({}, async ({ session, candidateId }) => ({ data: await getCandidate(session.tenantId, candidateId) }));

export const PUT = candidateRoute({ body: candidateBody }, async ({ session, candidateId, body, ip }) =>
  ({ data: await updateCandidate(session, candidateId, body, ip), message: 'Candidate saved' }));
