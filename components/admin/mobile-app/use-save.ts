'use client';
import { useRouter } from 'next/navigation';
import { useAction } from '@/lib/browser/use-action';
import { revalidateSettings } from '../settings-cache';

/**
 * One save path for every mobile-app form (useAction: busy flag, success toast, the server's message on
 * failure); after a save the cached settings and the server-rendered page are refreshed (SPEC §4).
 */
export function useSave() {
  const router = useRouter();
  const action = useAction();
  const run = <T>(request: () => Promise<T>, success: string): Promise<T | null> =>
    action.run(async () => {
      const result = await request();
      await revalidateSettings();
      router.refresh();
      return result;
    }, success);
  return { busy: action.busy, run };
}
