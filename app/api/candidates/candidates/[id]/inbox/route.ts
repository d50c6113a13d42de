import { candidatesContracts } from '@/lib/contracts/candidates';
import { listResponse } from '@/lib/schema-kit/paging';
import { requireCandidate } from '@/lib/candidates/page-data';
import { candidateRoute } from '@/lib/http/candidate-routes';
import { listInbox } from '@/lib/push-notifications/inbox-queries';

/** A candidate's notification inbox for the mobile app: newest first, meta.unread for the badge. */
export const GET = candidateRoute(candidatesContracts.inbox, async ({ db, session, candidateId, query }) => {
  await requireCandidate(db, session.tenantId, candidateId);
  const { data, total, unread } = await listInbox(db, session.tenantId, candidateId, query);
  const out = listResponse(data, total, query);
  return { ...out, meta: { ...out.meta, unread } };
});
