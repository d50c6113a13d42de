import { createParser, type inferParserType } from 'nuqs/server';
import { isUuid } from '@/lib/schema-kit/uuid';
import { TODO_STATES } from '@/lib/todos/types';
import { listLoader, oneOfParam, pageParam, perPageParam, textParam } from '@/lib/url-state/params';

/** "me", "all" or a user id; anything else (a mistyped link) reads as "me". The screen opens on the viewer's own. */
const assigneeParam = createParser({ parse: (v) => (v === 'all' || isUuid(v) ? v : null), serialize: (v: string) => v }).withDefault('me');

/** The to-do list's state in the URL, shared by the page (first page on the server) and the screen. */
export const todoParams = {
  state: oneOfParam(TODO_STATES, 'open'),
  assignee: assigneeParam,
  q: textParam(100),
  page: pageParam,
  perPage: perPageParam,
};
export const loadTodosQuery = listLoader(todoParams);
export type TodosListQuery = inferParserType<typeof todoParams>;

/** GET /todos' query for the list on screen. */
export const todosListQuery = (q: TodosListQuery) => ({
  state: q.state,
  assignee: q.assignee,
  search: q.q || undefined,
  page: q.page,
  per_page: q.perPage,
});
