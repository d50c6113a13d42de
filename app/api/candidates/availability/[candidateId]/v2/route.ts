import { NextResponse } from 'next/server';
import { addWindow } from '@/lib/candidates/availability';
import { windowBody } from '@/lib/candidates/availability-schema';
import { candidateRoute } from '@/lib/candidates/route-helpers';

export const POST = candidateRoute({ param: 'candidateId', body: windowBody }, async ({ session, candidateId, body, ip }) =>
  NextResponse.json({ data: await addWindow(session, candidateId, body, ip), message: 'Window added' }, { status: 201 }));
