import { NextResponse } from 'next/server';
import { handler } from '@/lib/api/handler';
import { usersContracts } from '@/lib/contracts/users';
import { listed } from '@/lib/users/route';
import { createSubRole, listSubRoles } from '@/lib/users/sub-roles';

export const GET = handler(usersContracts.subRoles, async ({ session, query }) =>
  listed(await listSubRoles(session.tenantId, query.include_archived)),
);

export const POST = handler(usersContracts.createSubRole, async ({ session, body }) =>
  NextResponse.json({ data: await createSubRole(session, body), message: 'Sub-role created' }, { status: 201 }),
);
