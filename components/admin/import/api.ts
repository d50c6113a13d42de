import { HttpError } from '@/lib/browser/api-client';
import { callApi } from '@/lib/browser/typed-api';
import type { ImportEntity } from '@/lib/import/fields';
import type { ImportError } from '@/lib/import/schema';
import { integrationsRoutes as c } from '@/lib/contracts/routes/integrations';

const formOf = (entity: ImportEntity, file: File) => {
  const form = new FormData();
  form.set('entity', entity);
  form.set('file', file);
  return form;
};

/** Both calls send the same multipart body; the server checks the file again on commit. */
export const importApi = {
  preview: (entity: ImportEntity, file: File) => callApi(c.importPreview, { body: formOf(entity, file) }),
  commit: (entity: ImportEntity, file: File) => callApi(c.importCommit, { body: formOf(entity, file) }),
};

/** The row errors a refused commit carries (a list, as in the preview), or null for any other failure. */
export function rowErrorsOf(err: unknown): ImportError[] | null {
  const errors: unknown = err instanceof HttpError ? err.body.errors : null;
  return Array.isArray(errors) ? (errors as ImportError[]) : null;
}
