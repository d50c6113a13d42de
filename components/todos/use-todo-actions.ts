'use client';
import { useTranslations } from 'next-intl';
import { type KeyedMutator } from 'swr';
import { useAction } from '@/lib/browser/use-action';
import type { TodoRow } from '@/lib/todos/schema';
import { revalidateTodos, todoApi, type TodoList } from './api';

function patchRow(list: TodoList | undefined, id: string, patch: Partial<TodoRow>): TodoList {
  if (!list) return { data: [], meta: { totalItems: 0, total: 0, counts: { open: 0, overdue: 0, done: 0 } } };
  return { ...list, data: list.data.map((t) => (t._id === id ? { ...t, ...patch } : t)) };
}

/**
 * Tick, delete and refresh for the list on screen. Ticking is optimistic: the box changes at once and
 * goes back (with the server's message) if the save fails.
 */
export function useTodoActions(mutateList: KeyedMutator<TodoList>) {
  const t = useTranslations('todos');
  const { busy, run } = useAction();
  const { run: save } = useAction();
  const refresh = () => revalidateTodos();

  async function toggle(todo: TodoRow) {
    const done = !todo.done;
    const saved = await save(async () => {
      await mutateList(
        async (current) => {
          await todoApi.update(todo._id, { done });
          return current;
        },
        {
          optimisticData: (current) => patchRow(current, todo._id, { done, overdue: done ? false : todo.overdue }),
          rollbackOnError: true,
          populateCache: false,
          revalidate: false,
        },
      );
      return true;
    });
    // Refetched after the save so the tabs' counts and the other filters catch up.
    if (saved) void refresh();
  }

  async function remove(todo: TodoRow): Promise<boolean> {
    const ok = await run(async () => {
      await todoApi.remove(todo._id);
      await refresh();
      return true;
    }, t('deleted'));
    return ok ?? false;
  }

  return { toggle, remove, refresh, busy };
}
