import { handler } from '@/lib/api/handler';
import { EVERYONE } from '@/lib/auth/roles';
import { createShift } from '@/lib/on-demand/queries';
import { createShiftBody } from '@/lib/on-demand/schema';
import { scopeOf } from '@/lib/timesheets/scope';

export const POST = handler({ allow: EVERYONE, body: createShiftBody }, async ({ session, body }) =>
  ({ data: await createShift(await scopeOf(session), body, session.role !== 'company_contact'), message: 'Shift request created' }));
