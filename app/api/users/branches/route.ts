import { NextResponse } from 'next/server';
import { handler } from '@/lib/api/handler';
import { createBranch, listBranches } from '@/lib/users/branches';
import { ADMIN_ROUTE, listed } from '@/lib/users/route';
import { archivedQuery, branchBody } from '@/lib/users/schema';

export const GET = handler({ route: ADMIN_ROUTE, query: archivedQuery }, async ({ session, query }) =>
  listed(await listBranches(session.tenantId, query.include_archived)));

export const POST = handler({ route: ADMIN_ROUTE, body: branchBody }, async ({ session, body }) =>
  NextResponse.json({ data: await createBranch(session, body), message: 'Branch created' }, { status: 201 }));
