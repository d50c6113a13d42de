import { handler } from '@/lib/http/handler';
import { companiesContracts } from '@/lib/contracts/companies';
import { pathId } from '@/lib/companies/path-id';
import { archivePosition, updatePosition } from '@/lib/companies/positions';

export const PUT = handler(companiesContracts.updatePosition, async ({ db, session, params, body }) => ({
  data: await updatePosition(db, session, pathId(params, 'id', 'company'), pathId(params, 'positionId', 'position'), body),
}));

/** Archive: the position leaves the lists; placements that used its name keep it. */
export const DELETE = handler(companiesContracts.archivePosition, async ({ db, session, params }) => ({
  data: await archivePosition(db, session, pathId(params, 'id', 'company'), pathId(params, 'positionId', 'position')),
}));
