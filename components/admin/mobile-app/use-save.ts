'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/toast';

/**
 * One save path for every mobile-app form: busy flag, success toast, the server's message on failure,
 * then the cached settings and the server-rendered page are refreshed (SPEC §4: refetch after a save).
 */
export function useSave(companyId: string) {
  const toast = useToast();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);

  async function run<T>(request: () => Promise<T>, success: string): Promise<T | null> {
    setBusy(true);
    try {
      const result = await request();
      await mutate(`client-portal/${companyId}/settings`);
      toast.success(success);
      router.refresh();
      return result;
    } catch (err) {
      toast.error((err as Error).message);
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
