import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { careerResourcesContracts } from '@/lib/contracts/career-resources';
import { reorderResources } from '@/lib/career-resources/resource-service';

/** `{ids}`: resources of one category in their new order (all of it or the part a page shows). */
export const PUT = handler(careerResourcesContracts.order, async ({ db, session, body }) => ({
  data: await reorderResources(db, session, body.ids),
  message: say('done.common.orderSaved'),
}));
