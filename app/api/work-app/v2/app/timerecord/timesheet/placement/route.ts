import { handler } from '@/lib/api/handler';
import { scopeOf } from '@/lib/timesheets/scope';
import { createTimesheetFromPlacement } from '@/lib/timesheets/work-app';
import { workAppContracts } from '@/lib/timesheets/work-app-contract';

export const POST = handler(workAppContracts.placementTimesheet, async ({ session, body }) =>
  ({ data: await createTimesheetFromPlacement(session, await scopeOf(session), body) }));
