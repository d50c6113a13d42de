import { z } from 'zod';
import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { pathId } from '@/lib/companies/path-id';
import { createPosition, listPositions } from '@/lib/companies/positions';
import { positionInput } from '@/lib/companies/schema';

const query = z.object({ archived: z.enum(['true', 'false'], { error: 'archived must be true or false' }).default('false') });

export const GET = handler({ route: '/companies', query }, async ({ session, params, query: q }) => {
  const data = await listPositions(session.tenantId, pathId(params, 'id', 'company'), q.archived === 'true');
  return listResponse(data, data.length);
});

export const POST = handler({ route: '/companies', body: positionInput }, async ({ session, params, body }) =>
  ({ data: await createPosition(session, pathId(params, 'id', 'company'), body) }));
