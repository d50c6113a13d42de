import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { fieldOrderBody } from '@/lib/catalog/custom-field-schema';
import { reorderFields } from '@/lib/catalog/custom-field-service';

export const PUT = handler({ route: '/admin-settings', body: fieldOrderBody }, async ({ session, body }) => {
  const data = await reorderFields(session, body.entity, body.ids);
  return listResponse(data, data.length);
});
