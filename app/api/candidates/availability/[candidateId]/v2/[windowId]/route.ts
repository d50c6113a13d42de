import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { idParam } from '@/lib/schema-kit/ids';
import { deleteWindow } from '@/lib/candidates/availability';
import { candidateRoute } from '@/lib/http/candidate-routes';

export const DELETE = candidateRoute(
  candidatesContracts.deleteWindow,
  async ({ db, session, candidateId, params, ip }) => {
    await deleteWindow(db, session, candidateId, idParam(params.windowId, 'availabilityWindow'), ip);
    return { data: null, message: say('done.candidates.windowRemoved') };
  },
  'candidateId',
);
