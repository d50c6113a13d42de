import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { scopeOf } from '@/lib/timesheets/scope';
import { clockIn } from '@/lib/timesheets/work-app';
import { workAppContracts } from '@/lib/contracts/work-app';

/** Clock in (kiosk, mobile or manual entry by staff). */
export const POST = handler(workAppContracts.clockIn, async ({ db, session, body }) => ({
  data: await clockIn(db, session, await scopeOf(db, session), body),
  message: say('done.workApp.clockedIn'),
}));
