import { candidatesContracts } from '@/lib/contracts/candidates';
import { NextResponse } from 'next/server';
import { addWindow } from '@/lib/candidates/availability';
import { candidateRoute } from '@/lib/candidates/route-helpers';

export const POST = candidateRoute(
  candidatesContracts.addWindow,
  async ({ session, candidateId, body, ip }) =>
    NextResponse.json({ data: await addWindow(session, candidateId, body, ip), message: 'Window added' }, { status: 201 }),
  'candidateId',
);
