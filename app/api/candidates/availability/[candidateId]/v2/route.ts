import { say } from '@/lib/errors';
import { created } from '@/lib/http/answer';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { addWindow } from '@/lib/candidates/availability';
import { candidateRoute } from '@/lib/http/candidate-routes';

export const POST = candidateRoute(
  candidatesContracts.addWindow,
  async ({ db, session, candidateId, body, ip }) =>
    created({ data: await addWindow(db, session, candidateId, body, ip), message: say('done.candidates.windowAdded') }),
  'candidateId',
);
