import { candidatesContracts } from '@/lib/contracts/candidates';
import { getAvailability } from '@/lib/candidates/availability';
import { candidateRoute } from '@/lib/http/candidate-routes';

/** v1 weekly ranges and v2 dated windows. */
export const GET = candidateRoute(
  candidatesContracts.availability,
  async ({ db, session, candidateId }) => ({ data: await getAvailability(db, session.tenantId, candidateId) }),
  'candidateId',
);
