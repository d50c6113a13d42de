import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { HttpError } from '@/lib/browser/api-client';

/**
 * The form fields a refused submit points at: those the server's `errors` object names (a 400), or
 * `conflictField` for a 409 (a duplicate is that field's fault).
 */
export function serverErrorFields<F extends string>(err: unknown, fields: readonly F[], conflictField?: F): F[] {
  if (!(err instanceof HttpError)) return [];
  if (err.status === 409 && conflictField) return [conflictField];
  const named = Object.keys(err.body.errors ?? {});
  return fields.filter((f) => named.includes(f));
}

/**
 * Shows a refused submit on the form: the summary says the server's (translated) message, each field the
 * server points at its own message (or that one); the first such field takes the focus.
 */
export function applyServerErrors<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  err: unknown,
  fields: readonly Path<V>[],
  conflictField?: Path<V>,
): void {
  const message = err instanceof Error ? err.message : '';
  const own = err instanceof HttpError ? (err.body.errors ?? {}) : {};
  serverErrorFields(err, fields, conflictField).forEach((f, i) => {
    const text = own[f];
    form.setError(f, { type: 'server', message: typeof text === 'string' && text ? text : message }, { shouldFocus: i === 0 });
  });
  if (message) form.setError('root', { type: 'server', message });
}
