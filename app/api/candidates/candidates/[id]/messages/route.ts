import { NextResponse } from 'next/server';
import { listResponse, pageQuery } from '@/lib/api/paging';
import { findCandidate } from '@/lib/candidates/queries';
import { candidateRoute } from '@/lib/candidates/route-helpers';
import { db } from '@/lib/db/client';
import { listMessages } from '@/lib/messages/queries';
import { messageBody } from '@/lib/messages/schema';
import { sendCandidateMessage } from '@/lib/messages/service';

const query = pageQuery.omit({ search: true });

export const GET = candidateRoute({ query }, async ({ session, candidateId, query: q }) => {
  await findCandidate(db(), session.tenantId, candidateId);
  const { data, total } = await listMessages(session.tenantId, 'candidate', candidateId, q);
  return listResponse(data, total, q);
});

export const POST = candidateRoute({ body: messageBody }, async ({ session, candidateId, body, ip }) =>
  NextResponse.json({ data: await sendCandidateMessage(session, candidateId, body, ip), message: 'Message sent' }, { status: 201 }));
