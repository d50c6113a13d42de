'use client';
import useSWR from 'swr';
import { getMain } from '@/lib/browser/api';
import { useAction } from '@/lib/browser/use-action';
import type { List } from './api';

type Archivable = { archived_at: string | null };

/**
 * A catalog list with its archived rows (the admin screens show them below, with Restore) and its writes.
 * `change` runs one, toasts either way and reloads the list, resolving true when it went through.
 * `reorder` shows the new order of the active rows at once; the server's answer (or a failure) replaces it.
 */
export function useAdminList<T extends Archivable>(key: string) {
  const { data, error, mutate } = useSWR<List<T>>(key, getMain);
  const { busy, run } = useAction();

  async function change<R>(fn: () => Promise<R>, success: string): Promise<boolean> {
    const res = await run(fn, success);
    await mutate();
    return res !== null;
  }

  async function reorder(next: T[], save: () => Promise<unknown>, success: string) {
    const archived = (data?.data ?? []).filter((r) => r.archived_at);
    await mutate({ data: [...next, ...archived], meta: { totalItems: next.length + archived.length } }, { revalidate: false });
    await change(save, success);
  }

  return { rows: data?.data, error, retry: () => void mutate(), busy, change, reorder };
}
