import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { reorderCategories } from '@/lib/career-resources/category-service';
import { careerResourcesContracts } from '@/lib/contracts/career-resources';

/** `{ids}`: every category, each once, in the new order. */
export const PUT = handler(careerResourcesContracts.orderCategories, async ({ session, body }) => {
  const data = await reorderCategories(session, body.ids);
  return { data, meta: { totalItems: data.length, total: data.length }, message: say('done.common.orderSaved') };
});
