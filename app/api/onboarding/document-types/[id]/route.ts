import { savedOrArchived } from '@/lib/http/answer';
import { handler } from '@/lib/http/handler';
import { onboardingContracts } from '@/lib/contracts/onboarding';
import { updateDocumentType } from '@/lib/onboarding/document-type-service';
import { idParam } from '@/lib/onboarding/load';

export const PUT = handler(onboardingContracts.updateDocumentType, async ({ db, session, params, body }) => {
  const data = await updateDocumentType(db, session, idParam(params.id, 'documentType'), body);
  return { data, message: savedOrArchived('onboarding.documentType', body.archived) };
});
