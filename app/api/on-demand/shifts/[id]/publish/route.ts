import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { pathId } from '@/lib/companies/path-id';
import { shiftsContracts } from '@/lib/contracts/shifts';
import { publishShift } from '@/lib/shifts/service';

export const POST = handler(shiftsContracts.publishShift, async ({ db, session, params, body }) => ({
  data: await publishShift(db, session, pathId(params, 'id', 'shift'), body),
  message: say('done.shifts.published'),
}));
