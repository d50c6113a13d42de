'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { HttpError } from '@/lib/api/client';
import { useToast } from './toast';

/**
 * The message to show for a failed call: the server's own for a refusal (4xx: SPEC §7, already in the
 * reader's language), else `fallback`, translated here: a server fault's or a dropped connection's text is
 * not one the reader should see.
 */
export const messageOf = (err: unknown, fallback: string) =>
  (err instanceof HttpError && err.status < 500 && err.body.message ? err.body.message : fallback);

/**
 * Runs a mutation with a busy flag: success toasts the given (translated) text, failure toasts the
 * server's message (SPEC §7 reads errors from the response's message). Resolves to null on failure.
 */
export function useAction() {
  const toast = useToast();
  const t = useTranslations('common');
  const [busy, setBusy] = useState(false);
  async function run<T>(fn: () => Promise<T>, success?: string): Promise<T | null> {
    setBusy(true);
    try {
      const result = await fn();
      if (success) toast.success(success);
      return result;
    } catch (err) {
      toast.error(messageOf(err, t('actionFailed')));
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
