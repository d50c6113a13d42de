import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { scopeOf } from '@/lib/timesheets/scope';
import { deleteTimecard } from '@/lib/timesheets/work-app';
import { workAppContracts } from '@/lib/contracts/work-app';

export const DELETE = handler(workAppContracts.deleteTimecard, async ({ db, session, params }) => {
  await deleteTimecard(db, session, await scopeOf(db, session), idParam(params.id, 'timecard'));
  return { data: null, message: say('done.workApp.timecardDeleted') };
});
