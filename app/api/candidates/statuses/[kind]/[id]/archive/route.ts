import { handler } from '@/lib/api/handler';
import { ADMINS } from '@/lib/auth/roles';
import { kindOf } from '@/lib/statuses/route-helpers';
import { archiveBody } from '@/lib/statuses/schema';
import { setStatusArchived } from '@/lib/statuses/service';

/** `{archived: boolean}`; archiving the default is a 409 (choose another default first). */
export const PUT = handler({ allow: ADMINS, body: archiveBody }, async ({ session, params, body }) =>
  ({ data: await setStatusArchived(session, kindOf(params), params.id, body.archived), message: body.archived ? 'Status archived' : 'Status restored' }));
