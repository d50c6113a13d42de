import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { idParam } from '@/lib/schema-kit/ids';
import { removeExclusion } from '@/lib/candidates/exclusions';
import { candidateRoute } from '@/lib/http/candidate-routes';

export const DELETE = candidateRoute(candidatesContracts.removeExclusion, async ({ db, session, candidateId, params, ip }) => {
  await removeExclusion(db, session, candidateId, idParam(params.companyId, 'exclusion'), ip);
  return { data: null, message: say('done.candidates.exclusionRemoved') };
});
