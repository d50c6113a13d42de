import { requestLocale } from '@/lib/http/error-response';
import { say } from '@/lib/errors';
import { created } from '@/lib/http/answer';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { listResponse } from '@/lib/schema-kit/paging';
import { requireCandidate } from '@/lib/candidates/page-data';
import { candidateRoute } from '@/lib/http/candidate-routes';
import { listMessages } from '@/lib/messages/queries';
import { sendCandidateMessage } from '@/lib/messages/service';

export const GET = candidateRoute(candidatesContracts.messages, async ({ db, session, candidateId, query: q }) => {
  await requireCandidate(db, session.tenantId, candidateId);
  const { data, total } = await listMessages(db, session.tenantId, 'candidate', candidateId, q);
  return listResponse(data, total, q);
});

export const POST = candidateRoute(candidatesContracts.sendMessage, async ({ db, session, candidateId, body, ip, req }) =>
  created({
    data: await sendCandidateMessage(db, session, candidateId, body, ip, requestLocale(req)),
    message: say('done.candidates.messageSent'),
  }),
);
