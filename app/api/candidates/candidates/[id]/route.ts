import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { getCandidate } from '@/lib/candidates/queries';
import { candidateRoute } from '@/lib/http/candidate-routes';
import { updateCandidate } from '@/lib/candidates/service';

export const GET = candidateRoute(candidatesContracts.get, async ({ db, session, candidateId }) => ({
  data: await getCandidate(db, session.tenantId, candidateId),
}));

export const PUT = candidateRoute(candidatesContracts.update, async ({ db, session, candidateId, body, ip }) => ({
  data: await updateCandidate(db, session, candidateId, body, ip),
  message: say('done.candidates.saved'),
}));
