import { getAvailability } from '@/lib/candidates/availability';
import { candidateRoute } from '@/lib/candidates/route-helpers';

/** v1 weekly ranges and v2 dated windows. */
export const GET = candidateRoute({ param: 'candidateId' }, async ({ session, candidateId }) =>
  ({ data: await getAvailability(session.tenantId, candidateId) }));
