import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { onboardingContracts } from '@/lib/contracts/onboarding';
import { createDocumentType } from '@/lib/onboarding/document-type-service';
import { listDocumentTypes } from '@/lib/onboarding/queries';

export const GET = handler(onboardingContracts.documentTypes, async ({ db, session, query }) => {
  const data = await listDocumentTypes(db, session.tenantId, query.archived);
  return listResponse(data, data.length);
});

export const POST = handler(onboardingContracts.createDocumentType, async ({ db, session, body }) => ({
  data: await createDocumentType(db, session, body),
  message: say('done.onboarding.documentType.created'),
}));
