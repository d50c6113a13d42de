import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { STAFF } from '@/lib/auth/roles';
import { scopeOf } from '@/lib/timesheets/scope';
import { deleteTimecard } from '@/lib/timesheets/work-app';

export const DELETE = handler({ allow: STAFF }, async ({ session, params }) => {
  await deleteTimecard(session, await scopeOf(session), idParam(params.id, 'timecard'));
  return { data: null, message: 'Timecard deleted' };
});
