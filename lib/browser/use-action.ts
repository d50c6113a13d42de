'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useToast } from './toast';
import { HttpError } from '@/lib/browser/api-client';
import { messageOf } from './message-of';

/** Per-field messages of a refused call (a 400's `errors` object), by field name. */
export type FieldErrors = Record<string, string>;

export type ActionOptions = {
  /** The SWR reads this change moves, refetched after every call (a failure may have changed them too): a module's `invalidate` call. */
  revalidate?: () => unknown;
  /** The failure toast when no message came back (the network failed); the common "something went wrong" otherwise. */
  fallbackError?: string;
};

const fieldErrorsOf = (err: unknown): FieldErrors =>
  err instanceof HttpError && err.body.errors
    ? Object.fromEntries(
        Object.entries(err.body.errors)
          .filter(([k]) => k !== 'logout')
          .map(([k, v]) => [k, String(v)]),
      )
    : {};

/**
 * The one mutation hook: runs a change with a busy flag. Success toasts the caller's translated text
 * (none when it gives none; a function of the result when the text depends on it, '' for none); failure toasts the
 * server's message, which the server translates, and keeps its per-field messages for the form.
 * Resolves to the call's result, or null on failure.
 */
export function useAction({ revalidate, fallbackError }: ActionOptions = {}) {
  const toast = useToast();
  const t = useTranslations('common');
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  /**
   * `onRefused` hands a form the server's per-field messages at once (the `fieldErrors` state shows them on
   * the next render), and the error itself for a kit form's applyServerErrors (a 409 marks a field too).
   */
  async function run<T>(
    fn: () => Promise<T>,
    success?: string | ((result: T) => string),
    onRefused?: (errors: FieldErrors, err: unknown) => void,
  ): Promise<T | null> {
    setBusy(true);
    setFieldErrors({});
    try {
      const result = await fn();
      const text = typeof success === 'function' ? success(result) : success;
      if (text) toast.success(text);
      return result;
    } catch (err) {
      toast.error(messageOf(err, fallbackError ?? t('actionFailed')));
      const errors = fieldErrorsOf(err);
      setFieldErrors(errors);
      onRefused?.(errors, err);
      return null;
    } finally {
      setBusy(false);
      if (revalidate) void revalidate();
    }
  }

  const clearFieldError = useCallback(
    (field: string) => setFieldErrors((all) => (field in all ? Object.fromEntries(Object.entries(all).filter(([k]) => k !== field)) : all)),
    [],
  );

  return { busy, run, fieldErrors, clearFieldError };
}
