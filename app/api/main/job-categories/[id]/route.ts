import { handler } from '@/lib/api/handler';
import { renameCategory, toggleCategoryArchived } from '@/lib/catalog/job-category-service';
import { categoryBody } from '@/lib/catalog/schema';

export const PATCH = handler({ route: '/admin-settings', body: categoryBody }, async ({ session, params, body }) =>
  ({ data: await renameCategory(session, params.id, body) }));

/** Archive toggle: archives an active category, restores an archived one. Jobs keep their category name. */
export const DELETE = handler({ route: '/admin-settings' }, async ({ session, params }) =>
  ({ data: await toggleCategoryArchived(session, params.id) }));
