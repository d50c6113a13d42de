import { NextResponse } from 'next/server';
import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { listCandidates } from '@/lib/candidates/queries';
import { CANDIDATES_ROUTE } from '@/lib/candidates/route-helpers';
import { candidateBody, candidateListQuery } from '@/lib/candidates/schema';
import { createCandidate } from '@/lib/candidates/service';

export const GET = handler({ route: CANDIDATES_ROUTE, query: candidateListQuery }, async ({ session, query }) => {
  const { data, total } = await listCandidates(session.tenantId, query);
  return listResponse(data, total, query);
});

export const POST = handler({ route: CANDIDATES_ROUTE, body: candidateBody }, async ({ session, body, ip }) =>
  NextResponse.json({ data: await createCandidate(session, body, ip), message: 'Candidate created' }, { status: 201 }));
