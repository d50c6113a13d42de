import { candidatesContracts } from '@/lib/contracts/candidates';
import { idParam } from '@/lib/api/ids';
import { findCandidate } from '@/lib/candidates/queries';
import { candidateRoute } from '@/lib/candidates/route-helpers';
import { db } from '@/lib/db/client';
import { markInboxRead } from '@/lib/push-notifications/inbox';

/** Marks one inbox item read; repeating it keeps the first read time. */
export const PATCH = candidateRoute(candidatesContracts.readInbox, async ({ session, candidateId, params }) => {
  await findCandidate(db(), session.tenantId, candidateId);
  return { data: await markInboxRead(session.tenantId, candidateId, idParam(params.itemId, 'inboxItem')) };
});
