import { handler } from '@/lib/api/handler';
import { previewImport } from '@/lib/import/service';
import { IMPORT_BODY_LIMIT, readImportUpload } from '@/lib/import/upload';

/** Multipart (entity, file): the mapping, the first rows and every error of the file; nothing is written. */
export const POST = handler({ route: '/admin-settings', maxBytes: IMPORT_BODY_LIMIT }, async ({ session, req }) =>
  ({ data: await previewImport(session, await readImportUpload(req)) }));
