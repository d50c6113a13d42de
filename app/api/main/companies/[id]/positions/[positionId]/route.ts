import { handler } from '@/lib/api/handler';
import { pathId } from '@/lib/companies/path-id';
import { archivePosition, updatePosition } from '@/lib/companies/positions';
import { positionUpdate } from '@/lib/companies/schema';

export const PUT = handler({ route: '/companies', body: positionUpdate }, async ({ session, params, body }) =>
  ({ data: await updatePosition(session, pathId(params, 'id', 'company'), pathId(params, 'positionId', 'position'), body) }));

/** Archive: the position leaves the lists; placements that used its name keep it. */
export const DELETE = handler({ route: '/companies' }, async ({ session, params }) =>
  ({ data: await archivePosition(session, pathId(params, 'id', 'company'), pathId(params, 'positionId', 'position')) }));
