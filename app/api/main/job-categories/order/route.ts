import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { jobCategoriesContracts } from '@/lib/contracts/catalog';
import { reorderCategories } from '@/lib/catalog/job-category-service';

export const PUT = handler(jobCategoriesContracts.order, async ({ session, body }) => {
  const data = await reorderCategories(session, body.ids);
  return listResponse(data, data.length);
});
