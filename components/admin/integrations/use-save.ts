'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { HttpError } from '@/lib/api/client';
import { messageOf } from '@/lib/browser/use-action';

type FieldErrors = Record<string, string>;

/**
 * Runs a save or delete with its toasts, and keeps the server's per-field messages (a 400's `errors`)
 * so each input can show its own.
 */
export function useSave() {
  const tc = useTranslations('common');
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  async function run<T>(name: string, write: () => Promise<{ data: T; message?: string }>, onDone: (data: T) => void): Promise<boolean> {
    setBusy(name);
    setErrors({});
    try {
      const res = await write();
      toast.success(res.message || tc('saved'));
      onDone(res.data);
      return true;
    } catch (e) {
      if (e instanceof HttpError && e.body.errors) {
        setErrors(Object.fromEntries(Object.entries(e.body.errors).map(([k, v]) => [k, String(v)])));
      }
      toast.error(messageOf(e, tc('actionFailed')));
      return false;
    } finally {
      setBusy(null);
    }
  }
  const clearError = (key: string) => setErrors((all) => Object.fromEntries(Object.entries(all).filter(([k]) => k !== key)));
  return { run, busy, errors, clearError };
}
