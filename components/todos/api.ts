'use client';
import { callApi, useApi, type ResultOf } from '@/lib/browser/typed-api';
import { todosRoutes } from '@/lib/contracts/routes/todos';
import type { TodoInput, TodoPatch } from '@/lib/todos/schema';
import type { Assignee } from '@/lib/todos/schema';
import { invalidate } from '@/lib/browser/invalidate';

export type TodoList = ResultOf<typeof todosRoutes.list>;

export const todoApi = {
  create: (body: TodoInput) => callApi(todosRoutes.create, { body }),
  update: (id: string, body: TodoPatch) => callApi(todosRoutes.update, { params: { id }, body }),
  remove: (id: string) => callApi(todosRoutes.remove, { params: { id } }),
};

/** Lists under every filter are stale after a change (counts and tabs move together); assignees are not. */
export const revalidateTodos = () => invalidate(todosRoutes.list);

export function useAssignees(): Assignee[] {
  const { data } = useApi(todosRoutes.assignees, {}, { revalidateOnFocus: false });
  return data?.data ?? [];
}
