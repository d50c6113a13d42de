import { say } from '@/lib/errors';
import { onDemandContracts } from '@/lib/contracts/on-demand';
import { handler } from '@/lib/http/handler';
import { createShift } from '@/lib/on-demand/queries';
import { scopeOf } from '@/lib/timesheets/scope';

export const POST = handler(onDemandContracts.requestShift, async ({ db, session, body }) => ({
  data: await createShift(db, await scopeOf(db, session), body, session.role !== 'company_contact', session.userId),
  message: say('done.onDemand.shiftRequestCreated'),
}));
