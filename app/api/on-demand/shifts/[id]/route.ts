import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { pathId } from '@/lib/companies/path-id';
import { shiftsContracts } from '@/lib/contracts/shifts';
import { getShiftDetail } from '@/lib/shifts/queries';
import { editShift } from '@/lib/shifts/service';
import { scopeOf } from '@/lib/shifts/scope';

export const GET = handler(shiftsContracts.shift, async ({ db, session, params }) => ({
  data: await getShiftDetail(db, session, await scopeOf(db, session), pathId(params, 'id', 'shift')),
}));

export const PUT = handler(shiftsContracts.editShift, async ({ db, session, params, body }) => ({
  data: await editShift(db, session, pathId(params, 'id', 'shift'), body),
  message: say('done.shifts.edited'),
}));
