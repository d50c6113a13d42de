'use client';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/toast';
import { useAction } from '@/lib/browser/use-action';
import { revalidateUsersService, type Done } from './api';

/**
 * Runs a write of this module through useAction (busy flag, the server's message on failure), toasts
 * the server's success message, then refreshes every users-service read. Resolves true on success.
 */
export function useUsersWrite() {
  const toast = useToast();
  const t = useTranslations('common');
  const { mutate } = useSWRConfig();
  const action = useAction();
  async function run(write: () => Promise<Done>): Promise<boolean> {
    const res = await action.run(write);
    if (res) toast.success(t('saved'));
    await revalidateUsersService(mutate);
    return res !== null;
  }
  return { busy: action.busy, run };
}
