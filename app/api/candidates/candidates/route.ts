import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { created, handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { listCandidates } from '@/lib/candidates/queries';
import { createCandidate } from '@/lib/candidates/service';

export const GET = handler(candidatesContracts.list, async ({ db, session, query }) => {
  const { data, total } = await listCandidates(db, session.tenantId, query);
  return listResponse(data, total, query);
});

export const POST = handler(candidatesContracts.create, async ({ db, session, body, ip }) =>
  created({ data: await createCandidate(db, session, body, ip), message: say('done.candidates.created') }),
);
