'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/toast';
import { HttpError } from '@/lib/api/client';
import { revalidateAll, runBulk, type BulkAction, type BulkExtra } from './api';
import { messageOf } from '@/lib/browser/message-of';

export type Refusal = { message: string; reasons: { id: string; name: string; reason: string }[] };

/**
 * Runs an action on one or many timesheets: toasts the server's message, and on a 409 keeps the per-id
 * reasons (with worker names) for the refusal panel. Lists, counts and details refetch afterwards either
 * way, since another user may have changed the same timesheets meanwhile.
 */
export function useTimesheetActions(nameOf: (id: string) => string) {
  const t = useTranslations('timesheets');
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<BulkAction | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  async function run(action: BulkAction, ids: string[], extra?: BulkExtra): Promise<boolean> {
    setBusy(action);
    setRefusal(null);
    try {
      await runBulk(action, ids, extra);
      toast.success(t('actions.done'));
      return true;
    } catch (err) {
      const message = messageOf(err, t('errors.generic'));
      toast.error(message);
      const errors = err instanceof HttpError && err.status === 409 ? err.body.errors : undefined;
      if (errors && typeof errors === 'object') {
        const reasons = Object.entries(errors)
          .filter(([id]) => id !== 'logout')
          .map(([id, reason]) => ({ id, name: nameOf(id), reason: String(reason) }));
        if (reasons.length) setRefusal({ message, reasons });
      }
      return false;
    } finally {
      setBusy(null);
      void revalidateAll(mutate);
    }
  }

  return { run, busy, refusal, clearRefusal: () => setRefusal(null) };
}
