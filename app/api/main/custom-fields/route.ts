import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { STAFF } from '@/lib/auth/roles';
import { listFields } from '@/lib/catalog/custom-field-queries';
import { fieldBody, fieldListQuery } from '@/lib/catalog/custom-field-schema';
import { createField } from '@/lib/catalog/custom-field-service';

/** GET ?entity=candidate|company|placement[&archived=true]: the definitions in their order. */
export const GET = handler({ allow: STAFF, query: fieldListQuery }, async ({ session, query }) => {
  const data = await listFields(session.tenantId, query.entity, query.archived);
  return listResponse(data, data.length);
});

export const POST = handler({ route: '/admin-settings', body: fieldBody }, async ({ session, body }) =>
  ({ data: await createField(session, body) }));
