import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { handler } from '@/lib/http/handler';
import { kindOf } from '@/lib/http/status-routes';
import { setStatusArchived } from '@/lib/statuses/service';

/** `{archived: boolean}`; archiving the default is a 409 (choose another default first). */
export const PUT = handler(candidatesContracts.archiveStatus, async ({ session, params, body }) => ({
  data: await setStatusArchived(session, kindOf(params), params.id, body.archived),
  message: body.archived ? say('done.statuses.archived') : say('done.statuses.restored'),
}));
