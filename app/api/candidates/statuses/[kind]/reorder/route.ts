import { handler } from '@/lib/api/handler';
import { ADMINS } from '@/lib/auth/roles';
import { kindOf } from '@/lib/statuses/route-helpers';
import { reorderBody } from '@/lib/statuses/schema';
import { reorderStatuses } from '@/lib/statuses/service';

/** `{ids}`: every active option of the kind in its new order; answers the whole list (archived last). */
export const PUT = handler({ allow: ADMINS, body: reorderBody }, async ({ session, params, body }) => {
  const data = await reorderStatuses(session, kindOf(params), body.ids);
  return { data, meta: { totalItems: data.length, total: data.length }, message: 'Order saved' };
});
