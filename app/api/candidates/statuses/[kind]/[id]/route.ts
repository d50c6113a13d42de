import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { handler } from '@/lib/http/handler';
import { kindOf } from '@/lib/http/status-routes';
import { updateStatus } from '@/lib/statuses/service';

/** Rename and/or recolour one option. */
export const PUT = handler(candidatesContracts.updateStatus, async ({ session, params, body }) => ({
  data: await updateStatus(session, kindOf(params), params.id, body),
  message: say('done.statuses.saved'),
}));
