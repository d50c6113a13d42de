import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { handler } from '@/lib/http/handler';
import { kindOf } from '@/lib/http/status-routes';
import { reorderStatuses } from '@/lib/statuses/service';

/** `{ids}`: every active option of the kind in its new order; answers the whole list (archived last). */
export const PUT = handler(candidatesContracts.reorderStatuses, async ({ session, params, body }) => {
  const data = await reorderStatuses(session, kindOf(params), body.ids);
  return { data, meta: { totalItems: data.length, total: data.length }, message: say('done.common.orderSaved') };
});
