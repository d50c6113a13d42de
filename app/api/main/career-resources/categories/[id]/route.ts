import { handler } from '@/lib/api/handler';
import { deleteCategory, renameCategory } from '@/lib/career-resources/category-service';
import { CAREER_RESOURCES_ROUTE } from '@/lib/career-resources/route-helpers';
import { categoryBody } from '@/lib/career-resources/schema';

export const PATCH = handler({ route: CAREER_RESOURCES_ROUTE, body: categoryBody }, async ({ session, params, body }) =>
  ({ data: await renameCategory(session, params.id, body), message: 'Category saved' }));

/** Its resources are kept, uncategorised. */
export const DELETE = handler({ route: CAREER_RESOURCES_ROUTE }, async ({ session, params }) => {
  await deleteCategory(session, params.id);
  return { data: null, message: 'Category deleted' };
});
