import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { pathId } from '@/lib/companies/path-id';
import { shiftsContracts } from '@/lib/contracts/shifts';
import { cancelShift } from '@/lib/shifts/service';

export const POST = handler(shiftsContracts.cancelShift, async ({ db, session, params, body }) => ({
  data: await cancelShift(db, session, pathId(params, 'id', 'shift'), body),
  message: say('done.shifts.cancelled'),
}));
