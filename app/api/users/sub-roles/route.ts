import { NextResponse } from 'next/server';
import { handler } from '@/lib/api/handler';
import { ADMIN_ROUTE, listed } from '@/lib/users/route';
import { archivedQuery, subRoleBody } from '@/lib/users/schema';
import { createSubRole, listSubRoles } from '@/lib/users/sub-roles';

export const GET = handler({ route: ADMIN_ROUTE, query: archivedQuery }, async ({ session, query }) =>
  listed(await listSubRoles(session.tenantId, query.include_archived)));

export const POST = handler({ route: ADMIN_ROUTE, body: subRoleBody }, async ({ session, body }) =>
  NextResponse.json({ data: await createSubRole(session, body), message: 'Sub-role created' }, { status: 201 }));
