import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { STAFF } from '@/lib/auth/roles';
import { listCategories } from '@/lib/catalog/job-category-queries';
import { createCategory } from '@/lib/catalog/job-category-service';
import { archivedQuery, categoryBody } from '@/lib/catalog/schema';

/** Staff read the categories (the job form offers them); admins manage them on /admin-settings/jobs. */
export const GET = handler({ allow: STAFF, query: archivedQuery }, async ({ session, query }) => {
  const data = await listCategories(session.tenantId, query.archived);
  return listResponse(data, data.length);
});

export const POST = handler({ route: '/admin-settings', body: categoryBody }, async ({ session, body }) =>
  ({ data: await createCategory(session, body) }));
