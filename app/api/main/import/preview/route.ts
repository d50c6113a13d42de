import { integrationsContracts } from '@/lib/contracts/integrations';
import { handler } from '@/lib/api/handler';
import { previewImport } from '@/lib/import/service';
import { readImportUpload } from '@/lib/import/upload';

/** Multipart (entity, file): the mapping, the first rows and every error of the file; nothing is written. */
export const POST = handler(integrationsContracts.importPreview, async ({ session, req }) => ({
  data: await previewImport(session, await readImportUpload(req)),
}));
