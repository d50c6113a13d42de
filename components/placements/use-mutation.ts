'use client';
import { useState } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { useToast } from '@/components/ui/toast';
import { HttpError } from '@/lib/api/client';
import { messageOf } from '@/lib/browser/use-action';

type Result<T> = { data: T; message?: string };
export type FieldErrors = Record<string, string>;

/**
 * Sends one change: on success toasts the server's message and refetches the affected lists; on failure
 * toasts the server's message and keeps its per-field errors for the form. Answers the data or null.
 */
export function useMutation(revalidate: (mutate: ScopedMutator) => unknown, fallbackError: string) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  async function run<T>(send: () => Promise<Result<T>>, success: string): Promise<T | null> {
    setBusy(true);
    setServerErrors({});
    try {
      const res = await send();
      toast.success(res.message || success);
      return res.data;
    } catch (err) {
      toast.error(messageOf(err, fallbackError));
      const errors = err instanceof HttpError ? err.body.errors : undefined;
      if (errors) setServerErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => k !== 'logout').map(([k, v]) => [k, String(v)])));
      return null;
    } finally {
      setBusy(false);
      void revalidate(mutate);
    }
  }

  return { run, busy, serverErrors, clearErrors: () => setServerErrors({}) };
}

/** The fields a zod check refused (first issue path segment each), for marking inputs invalid. */
export function invalidFields(issues: readonly { path: readonly PropertyKey[] }[]): Set<string> {
  return new Set(issues.map((i) => String(i.path[0] ?? '_')));
}
