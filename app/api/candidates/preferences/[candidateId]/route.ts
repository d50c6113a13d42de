import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { getPreferences, savePreferences } from '@/lib/candidates/preferences';
import { candidateRoute } from '@/lib/http/candidate-routes';

export const GET = candidateRoute(
  candidatesContracts.preferences,
  async ({ db, session, candidateId }) => ({ data: await getPreferences(db, session.tenantId, candidateId) }),
  'candidateId',
);

export const PUT = candidateRoute(
  candidatesContracts.savePreferences,
  async ({ db, session, candidateId, body, ip }) => ({
    data: await savePreferences(db, session, candidateId, body, ip),
    message: say('done.candidates.preferencesSaved'),
  }),
  'candidateId',
);
