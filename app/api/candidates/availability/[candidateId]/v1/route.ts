import { saveWeekly } from '@/lib/candidates/availability';
import { weeklyBody } from '@/lib/candidates/availability-schema';
import { candidateRoute } from '@/lib/candidates/route-helpers';

export const PUT = candidateRoute({ param: 'candidateId', body: weeklyBody }, async ({ session, candidateId, body, ip }) =>
  ({ data: await saveWeekly(session, candidateId, body, ip), message: 'Weekly availability saved' }));
