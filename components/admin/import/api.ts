import { HttpError } from '@/lib/api/client';
import { api } from '@/lib/browser/api';
import type { ImportEntity } from '@/lib/import/fields';
import type { ImportError, ImportPreview, ImportResult } from '@/lib/import/types';

const formOf = (entity: ImportEntity, file: File) => {
  const form = new FormData();
  form.set('entity', entity);
  form.set('file', file);
  return form;
};

/** Both calls send the same multipart body; the server checks the file again on commit. */
export const importApi = {
  preview: (entity: ImportEntity, file: File) => api.post<{ data: ImportPreview }>('main', 'import/preview', formOf(entity, file)),
  commit: (entity: ImportEntity, file: File) => api.post<{ data: ImportResult }>('main', 'import/commit', formOf(entity, file)),
};

/** The row errors a refused commit carries (a list, as in the preview), or null for any other failure. */
export function rowErrorsOf(err: unknown): ImportError[] | null {
  const errors: unknown = err instanceof HttpError ? err.body.errors : null;
  return Array.isArray(errors) ? (errors as ImportError[]) : null;
}
