'use client';
import useSWR, { type ScopedMutator } from 'swr';
import { getMain } from '@/lib/browser/api';
import type { ListResponse } from '@/lib/browser/lists';
import { callApi } from '@/lib/browser/typed-api';
import { todosRoutes } from '@/lib/contracts/routes/todos';
import type { TodoInput, TodoPatch } from '@/lib/todos/schema';
import type { Assignee, TodoCounts, TodoRow } from '@/lib/todos/types';

/** Main-service paths of the to-do module; SWR keys are these paths with their query. */
const ROOT = 'todos';
export const TODOS_PATH = ROOT;
const ASSIGNEES_PATH = `${ROOT}/assignees`;

export type TodoList = ListResponse<TodoRow> & { meta: { counts?: TodoCounts } };

export const todoApi = {
  create: (body: TodoInput) => callApi(todosRoutes.create, { body }),
  update: (id: string, body: TodoPatch) => callApi(todosRoutes.update, { params: { id }, body }),
  remove: (id: string) => callApi(todosRoutes.remove, { params: { id } }),
};

/** Lists under every filter are stale after a change (counts and tabs move together); assignees are not. */
export const revalidateTodos = (mutate: ScopedMutator) =>
  mutate((key) => typeof key === 'string' && (key === ROOT || key.startsWith(`${ROOT}?`)));

export const useTodoList = (key: string) => useSWR<TodoList>(key, getMain, { keepPreviousData: true });

export function useAssignees(): Assignee[] {
  const { data } = useSWR<ListResponse<Assignee>>(ASSIGNEES_PATH, getMain, { revalidateOnFocus: false });
  return data?.data ?? [];
}
