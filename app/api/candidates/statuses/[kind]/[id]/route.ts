import { handler } from '@/lib/api/handler';
import { ADMINS } from '@/lib/auth/roles';
import { kindOf } from '@/lib/statuses/route-helpers';
import { updateStatusBody } from '@/lib/statuses/schema';
import { updateStatus } from '@/lib/statuses/service';

/** Rename and/or recolour one option. */
export const PUT = handler({ allow: ADMINS, body: updateStatusBody }, async ({ session, params, body }) =>
  ({ data: await updateStatus(session, kindOf(params), params.id, body), message: 'Status saved' }));
