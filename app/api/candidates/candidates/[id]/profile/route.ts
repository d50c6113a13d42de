import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { candidateRoute } from '@/lib/http/candidate-routes';
import { updateProfile } from '@/lib/candidates/service';

export const PUT = candidateRoute(candidatesContracts.profile, async ({ db, session, candidateId, body, ip }) => ({
  data: await updateProfile(db, session, candidateId, body, ip),
  message: say('done.candidates.profileSaved'),
}));
