import { handler } from '@/lib/api/handler';
import { STAFF } from '@/lib/auth/roles';
import { scopeOf } from '@/lib/timesheets/scope';
import { assertUuid } from '@/lib/timesheets/service';
import { deleteTimecard } from '@/lib/timesheets/work-app';

export const DELETE = handler({ allow: STAFF }, async ({ session, params }) => {
  await deleteTimecard(session, await scopeOf(session), assertUuid(params.id, 'Timecard'));
  return { data: null, message: 'Timecard deleted' };
});
