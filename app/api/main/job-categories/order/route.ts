import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { reorderCategories } from '@/lib/catalog/job-category-service';
import { orderBody } from '@/lib/catalog/schema';

export const PUT = handler({ route: '/admin-settings', body: orderBody }, async ({ session, body }) => {
  const data = await reorderCategories(session, body.ids);
  return listResponse(data, data.length);
});
