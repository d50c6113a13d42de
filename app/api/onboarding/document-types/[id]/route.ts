import { handler } from '@/lib/api/handler';
import { updateDocumentType } from '@/lib/onboarding/document-type-service';
import { idParam, ONBOARDING_ROUTE } from '@/lib/onboarding/load';
import { documentTypeUpdate } from '@/lib/onboarding/schema';

export const PUT = handler({ route: ONBOARDING_ROUTE, body: documentTypeUpdate }, async ({ session, params, body }) => {
  const data = await updateDocumentType(session, idParam(params.id, 'documentType'), body);
  const message = body.archived === undefined ? 'Document type saved' : body.archived ? 'Document type archived' : 'Document type restored';
  return { data, message };
});
