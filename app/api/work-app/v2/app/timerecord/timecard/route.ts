import { handler } from '@/lib/api/handler';
import { STAFF } from '@/lib/auth/roles';
import { scopeOf } from '@/lib/timesheets/scope';
import { clockIn } from '@/lib/timesheets/work-app';
import { clockInBody } from '@/lib/timesheets/work-app-schema';

/** Clock in (kiosk, mobile or manual entry by staff). */
export const POST = handler({ allow: STAFF, body: clockInBody }, async ({ session, body }) =>
  ({ data: await clockIn(session, await scopeOf(session), body), message: 'Clocked in' }));
