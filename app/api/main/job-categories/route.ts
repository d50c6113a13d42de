import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { jobCategoriesContracts } from '@/lib/contracts/catalog';
import { listCategories } from '@/lib/catalog/job-category-queries';
import { createCategory } from '@/lib/catalog/job-category-service';

/** Staff read the categories (the job form offers them); admins manage them on /admin-settings/jobs. */
export const GET = handler(jobCategoriesContracts.list, async ({ db, session, query }) => {
  const data = await listCategories(db, session.tenantId, query.archived);
  return listResponse(data, data.length);
});

export const POST = handler(jobCategoriesContracts.create, async ({ session, body }) => ({ data: await createCategory(session, body) }));
