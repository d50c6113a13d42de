import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { getPreferences, savePreferences } from '@/lib/candidates/preferences';
import { candidateRoute } from '@/lib/http/candidate-routes';

export const GET = candidateRoute(
  candidatesContracts.preferences,
  async ({ session, candidateId }) => ({ data: await getPreferences(session.tenantId, candidateId) }),
  'candidateId',
);

export const PUT = candidateRoute(
  candidatesContracts.savePreferences,
  async ({ session, candidateId, body, ip }) => ({
    data: await savePreferences(session, candidateId, body, ip),
    message: say('done.candidates.preferencesSaved'),
  }),
  'candidateId',
);
