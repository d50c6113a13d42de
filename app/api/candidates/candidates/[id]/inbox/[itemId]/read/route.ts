import { candidatesContracts } from '@/lib/contracts/candidates';
import { idParam } from '@/lib/schema-kit/ids';
import { requireCandidate } from '@/lib/candidates/page-data';
import { candidateRoute } from '@/lib/http/candidate-routes';
import { markInboxRead } from '@/lib/push-notifications/inbox-queries';

/** Marks one inbox item read; repeating it keeps the first read time. */
export const PATCH = candidateRoute(candidatesContracts.readInbox, async ({ db, session, candidateId, params }) => {
  await requireCandidate(db, session.tenantId, candidateId);
  return { data: await markInboxRead(db, session.tenantId, candidateId, idParam(params.itemId, 'inboxItem')) };
});
