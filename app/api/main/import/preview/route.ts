import { integrationsContracts } from '@/lib/contracts/integrations';
import { handler } from '@/lib/http/handler';
import { textsFor } from '@/lib/http/error-response';
import { previewImport, wordedErrors } from '@/lib/import/service';
import { readImportUpload } from '@/lib/http/import-routes';

/** Multipart (entity, file): the mapping, the first rows and every error of the file; nothing is written. */
export const POST = handler(integrationsContracts.importPreview, async ({ db, session, req }) => {
  const preview = await previewImport(db, session, await readImportUpload(req));
  return { data: { ...preview, errors: wordedErrors(preview.errors, await textsFor(req)) } };
});
