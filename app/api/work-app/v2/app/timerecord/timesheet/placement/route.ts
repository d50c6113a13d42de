import { handler } from '@/lib/api/handler';
import { STAFF } from '@/lib/auth/roles';
import { scopeOf } from '@/lib/timesheets/scope';
import { createTimesheetFromPlacement } from '@/lib/timesheets/work-app';
import { placementTimesheetBody } from '@/lib/timesheets/work-app-schema';

export const POST = handler({ allow: STAFF, body: placementTimesheetBody }, async ({ session, body }) =>
  ({ data: await createTimesheetFromPlacement(session, await scopeOf(session), body) }));
