'use client';
import { useState } from 'react';
import { invalidate } from '@/lib/browser/invalidate';
import type { ClientRoute } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';

type Archivable = { archived_at: string | null };

/**
 * The writes of a catalog list (its rows as read through `refs[0]`, archived ones included). `change` runs one,
 * toasts either way and reloads every cached read of `refs` (other screens' pickers of the same catalogue
 * included), resolving true when it went through; `reload` is that reload alone (after a dialog's own write). `reorder` shows the new order of the active rows at once
 * and keeps it until the server's answer has been read back (or a failure put the old order back).
 */
export function useAdminList<T extends Archivable>(rows: T[] | undefined, ...refs: ClientRoute[]) {
  const { busy, run } = useAction();
  const [moved, setMoved] = useState<T[] | null>(null);
  const reload = () => invalidate(...refs);

  async function change<R>(fn: () => Promise<R>, success: string): Promise<boolean> {
    const res = await run(fn, success);
    await reload();
    return res !== null;
  }

  async function reorder(next: T[], save: () => Promise<unknown>, success: string) {
    setMoved([...next, ...(rows ?? []).filter((r) => r.archived_at)]);
    try {
      await change(save, success);
    } finally {
      setMoved(null);
    }
  }

  return { rows: moved ?? rows, busy, change, reorder, reload };
}
