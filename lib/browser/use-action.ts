'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useToast } from './toast';

/** The message to toast for a failed call: the server's (SPEC §7), else `fallback`. */
export const messageOf = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);

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
