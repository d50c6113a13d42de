'use client';
import { useTranslations } from 'next-intl';
import { useAction } from '@/lib/browser/use-action';
import { revalidateUsers, type Done } from './api';

/**
 * Runs a write of this module through useAction (busy flag, the server's message on failure), toasts
 * "saved", then refreshes every users-service read. Resolves true on success.
 */
export function useUsersWrite() {
  const t = useTranslations('common');
  const action = useAction({ revalidate: revalidateUsers });
  async function run(write: () => Promise<Done>): Promise<boolean> {
    return (await action.run(write, t('saved'))) !== null;
  }
  return { busy: action.busy, run };
}
