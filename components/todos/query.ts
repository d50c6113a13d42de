import { withQuery } from '@/lib/browser/api';
import { readers } from '@/lib/browser/url-readers';
import type { Params } from '@/lib/browser/use-url-query';
import { TODO_STATES, type TodoState } from '@/lib/todos/types';
import { TODOS_PATH } from './api';

/** "me", "all" or a user id. The screen opens on the viewer's own open to-dos. */
export type AssigneeFilter = string;
export type TodosListQuery = { state: TodoState; assignee: AssigneeFilter; q: string; page: number; perPage: number };

export function parseTodosQuery(p: Params): TodosListQuery {
  const r = readers(p);
  return {
    state: r.oneOf('state', TODO_STATES, 'open'),
    assignee: p.get('assignee') === 'all' ? 'all' : r.id('assignee') || 'me',
    q: r.text('q'),
    page: r.page(),
    perPage: r.perPage(),
  };
}

export const listKeyOf = (q: TodosListQuery) =>
  withQuery(TODOS_PATH, { state: q.state, assignee: q.assignee, search: q.q || undefined, page: q.page, per_page: q.perPage });
