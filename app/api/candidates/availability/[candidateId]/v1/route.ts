import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { saveWeekly } from '@/lib/candidates/availability';
import { candidateRoute } from '@/lib/http/candidate-routes';

export const PUT = candidateRoute(
  candidatesContracts.saveWeekly,
  async ({ db, session, candidateId, body, ip }) => ({
    data: await saveWeekly(db, session, candidateId, body, ip),
    message: say('done.candidates.weeklyAvailabilitySaved'),
  }),
  'candidateId',
);
