import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { idParam } from '@/lib/api/ids';
import { deleteWindow } from '@/lib/candidates/availability';
import { candidateRoute } from '@/lib/candidates/route-helpers';

export const DELETE = candidateRoute(
  candidatesContracts.deleteWindow,
  async ({ session, candidateId, params, ip }) => {
    await deleteWindow(session, candidateId, idParam(params.windowId, 'availabilityWindow'), ip);
    return { data: null, message: say('done.candidates.windowRemoved') };
  },
  'candidateId',
);
