import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { deleteCategory, renameCategory } from '@/lib/career-resources/category-service';
import { careerResourcesContracts } from '@/lib/contracts/career-resources';

export const PATCH = handler(careerResourcesContracts.renameCategory, async ({ session, params, body }) => ({
  data: await renameCategory(session, params.id, body),
  message: say('done.careerResources.categorySaved'),
}));

/** Its resources are kept, uncategorised. */
export const DELETE = handler(careerResourcesContracts.removeCategory, async ({ session, params }) => {
  await deleteCategory(session, params.id);
  return { data: null, message: say('done.careerResources.categoryDeleted') };
});
