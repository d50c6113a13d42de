import { integrationsContracts } from '@/lib/contracts/integrations';
import { handler } from '@/lib/http/handler';
import { commitImport } from '@/lib/import/service';
import { importRefused, readImportUpload } from '@/lib/http/import-routes';

/** Multipart (entity, file): validates again and writes every row in one transaction, or none (400). */
export const POST = handler(integrationsContracts.importCommit, async ({ db, session, req, ip }) => {
  const outcome = await commitImport(db, session, await readImportUpload(req), ip);
  return outcome.ok ? { data: { created: outcome.created } } : importRefused(outcome, req);
});
