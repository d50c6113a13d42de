'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/toast';
import { revalidateUsersService, type Done } from './api';

/**
 * Runs a write of this module: toasts the server's message either way (SPEC §7 reads errors from the
 * response's message), then refreshes every users-service read. Resolves true on success.
 */
export function useUsersWrite() {
  const toast = useToast();
  const t = useTranslations('common');
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  async function run(write: () => Promise<Done>): Promise<boolean> {
    setBusy(true);
    try {
      const res = await write();
      toast.success(res.message || t('saved'));
      return true;
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : t('actionFailed'));
      return false;
    } finally {
      setBusy(false);
      await revalidateUsersService(mutate);
    }
  }
  return { busy, run };
}
