import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { handler } from '@/lib/http/handler';
import { kindOf } from '@/lib/http/status-routes';
import { setDefaultStatus } from '@/lib/statuses/service';

/** Makes this option the kind's one default (409 when it is archived). */
export const PUT = handler(candidatesContracts.defaultStatus, async ({ session, params }) => ({
  data: await setDefaultStatus(session, kindOf(params), params.id),
  message: say('done.statuses.defaultChanged'),
}));
