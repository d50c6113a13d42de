import { handler } from '@/lib/http/handler';
import { scopeOf } from '@/lib/timesheets/scope';
import { createTimesheetFromPlacement } from '@/lib/timesheets/work-app';
import { workAppContracts } from '@/lib/contracts/work-app';

export const POST = handler(workAppContracts.placementTimesheet, async ({ db, session, body }) => ({
  data: await createTimesheetFromPlacement(db, session, await scopeOf(db, session), body),
}));
