import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { customFieldsContracts } from '@/lib/contracts/catalog';
import { reorderFields } from '@/lib/catalog/custom-field-service';

export const PUT = handler(customFieldsContracts.order, async ({ session, body }) => {
  const data = await reorderFields(session, body.entity, body.ids);
  return listResponse(data, data.length);
});
