import { requestLocale } from '@/lib/api/error-response';
import { say } from '@/lib/errors';
import { created } from '@/lib/api/answer';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { listResponse } from '@/lib/api/paging';
import { findCandidate } from '@/lib/candidates/queries';
import { candidateRoute } from '@/lib/candidates/route-helpers';
import { db } from '@/lib/db/client';
import { listMessages } from '@/lib/messages/queries';
import { sendCandidateMessage } from '@/lib/messages/service';

export const GET = candidateRoute(candidatesContracts.messages, async ({ session, candidateId, query: q }) => {
  await findCandidate(db(), session.tenantId, candidateId);
  const { data, total } = await listMessages(session.tenantId, 'candidate', candidateId, q);
  return listResponse(data, total, q);
});

export const POST = candidateRoute(candidatesContracts.sendMessage, async ({ session, candidateId, body, ip, req }) =>
  created({
    data: await sendCandidateMessage(session, candidateId, body, ip, requestLocale(req)),
    message: say('done.candidates.messageSent'),
  }),
);
