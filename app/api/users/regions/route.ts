import { NextResponse } from 'next/server';
import { handler } from '@/lib/api/handler';
import { createRegion, listRegions } from '@/lib/users/regions';
import { ADMIN_ROUTE, listed } from '@/lib/users/route';
import { archivedQuery, regionBody } from '@/lib/users/schema';

export const GET = handler({ route: ADMIN_ROUTE, query: archivedQuery }, async ({ session, query }) =>
  listed(await listRegions(session.tenantId, query.include_archived)));

export const POST = handler({ route: ADMIN_ROUTE, body: regionBody }, async ({ session, body }) =>
  NextResponse.json({ data: await createRegion(session, body), message: 'Region created' }, { status: 201 }));
