import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { createDocumentType } from '@/lib/onboarding/document-type-service';
import { ONBOARDING_ROUTE } from '@/lib/onboarding/load';
import { listDocumentTypes } from '@/lib/onboarding/queries';
import { documentTypeBody, documentTypesQuery } from '@/lib/onboarding/schema';

export const GET = handler({ route: ONBOARDING_ROUTE, query: documentTypesQuery }, async ({ session, query }) => {
  const data = await listDocumentTypes(session.tenantId, query.archived);
  return listResponse(data, data.length);
});

export const POST = handler({ route: ONBOARDING_ROUTE, body: documentTypeBody }, async ({ session, body }) =>
  ({ data: await createDocumentType(session, body), message: 'Document type added' }));
