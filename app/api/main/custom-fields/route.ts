import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { customFieldsContracts } from '@/lib/contracts/catalog';
import { listFields } from '@/lib/catalog/custom-field-queries';
import { createField } from '@/lib/catalog/custom-field-service';

/** GET ?entity=candidate|company|placement[&archived=true]: the definitions in their order. */
export const GET = handler(customFieldsContracts.list, async ({ db, session, query }) => {
  const data = await listFields(db, session.tenantId, query.entity, query.archived);
  return listResponse(data, data.length);
});

export const POST = handler(customFieldsContracts.create, async ({ session, body }) => ({ data: await createField(session, body) }));
