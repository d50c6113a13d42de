import { handler } from '@/lib/http/handler';
import { scopeOf } from '@/lib/timesheets/scope';
import { createTimesheetFromPlacement } from '@/lib/timesheets/work-app';
import { workAppContracts } from '@/lib/contracts/work-app';

export const POST = handler(workAppContracts.placementTimesheet, async ({ session, body }) => ({
  data: await createTimesheetFromPlacement(session, await scopeOf(session), body),
}));
