import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { pathId } from '@/lib/companies/path-id';
import { shiftsContracts } from '@/lib/contracts/shifts';
import { actOnAssignment, assignWorkers } from '@/lib/shifts/service';

/** Invite or assign candidates (staff). */
export const POST = handler(shiftsContracts.assign, async ({ db, session, params, body }) => ({
  data: await assignWorkers(db, session, pathId(params, 'id', 'shift'), body),
  message: say('done.shifts.assigned', { count: body.candidate_ids.length }),
}));

/** One action on one assignment (the lifecycle table decides who may). */
export const PUT = handler(shiftsContracts.actOnAssignment, async ({ db, session, params, body }) => ({
  data: await actOnAssignment(db, session, pathId(params, 'id', 'shift'), body),
  message: say(`done.shifts.assignment.${body.action}`),
}));
