import { NextResponse } from 'next/server';
import { handler } from '@/lib/api/handler';
import { usersContracts } from '@/lib/contracts/users';
import { createRegion, listRegions } from '@/lib/users/regions';
import { listed } from '@/lib/users/route';

export const GET = handler(usersContracts.regions, async ({ session, query }) =>
  listed(await listRegions(session.tenantId, query.include_archived)),
);

export const POST = handler(usersContracts.createRegion, async ({ session, body }) =>
  NextResponse.json({ data: await createRegion(session, body), message: 'Region created' }, { status: 201 }),
);
