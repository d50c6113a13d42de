import { handler } from '@/lib/api/handler';
import { reorderCategories } from '@/lib/career-resources/category-service';
import { CAREER_RESOURCES_ROUTE } from '@/lib/career-resources/route-helpers';
import { orderBody } from '@/lib/career-resources/schema';

/** `{ids}`: every category, each once, in the new order. */
export const PUT = handler({ route: CAREER_RESOURCES_ROUTE, body: orderBody }, async ({ session, body }) => {
  const data = await reorderCategories(session, body.ids);
  return { data, meta: { totalItems: data.length, total: data.length }, message: 'Order saved' };
});
