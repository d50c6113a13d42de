import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { scopeOf } from '@/lib/timesheets/scope';
import { deleteTimecard } from '@/lib/timesheets/work-app';
import { workAppContracts } from '@/lib/contracts/work-app';

export const DELETE = handler(workAppContracts.deleteTimecard, async ({ session, params }) => {
  await deleteTimecard(session, await scopeOf(session), idParam(params.id, 'timecard'));
  return { data: null, message: say('done.workApp.timecardDeleted') };
});
