import { candidatesContracts } from '@/lib/contracts/candidates';
import { listResponse } from '@/lib/api/paging';
import { findCandidate } from '@/lib/candidates/queries';
import { candidateRoute } from '@/lib/candidates/route-helpers';
import { db } from '@/lib/db/client';
import { listInbox } from '@/lib/push-notifications/inbox';

/** A candidate's notification inbox for the mobile app: newest first, meta.unread for the badge. */
export const GET = candidateRoute(candidatesContracts.inbox, async ({ session, candidateId, query }) => {
  await findCandidate(db(), session.tenantId, candidateId);
  const { data, total, unread } = await listInbox(session.tenantId, candidateId, query);
  const out = listResponse(data, total, query);
  return { ...out, meta: { ...out.meta, unread } };
});
