import { handler } from '@/lib/http/handler';
import { jobCategoriesContracts } from '@/lib/contracts/catalog';
import { renameCategory, toggleCategoryArchived } from '@/lib/catalog/job-category-service';

export const PATCH = handler(jobCategoriesContracts.rename, async ({ session, params, body }) => ({
  data: await renameCategory(session, params.id, body),
}));

/** Archive toggle: archives an active category, restores an archived one. Jobs keep their category name. */
export const DELETE = handler(jobCategoriesContracts.toggleArchived, async ({ session, params }) => ({
  data: await toggleCategoryArchived(session, params.id),
}));
