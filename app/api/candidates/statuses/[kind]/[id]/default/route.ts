import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { handler } from '@/lib/api/handler';
import { kindOf } from '@/lib/statuses/route-helpers';
import { setDefaultStatus } from '@/lib/statuses/service';

/** Makes this option the kind's one default (409 when it is archived). */
export const PUT = handler(candidatesContracts.defaultStatus, async ({ session, params }) => ({
  data: await setDefaultStatus(session, kindOf(params), params.id),
  message: say('done.statuses.defaultChanged'),
}));
