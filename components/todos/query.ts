import { PER_PAGE_OPTIONS } from '@/components/ui/controls';
import { withQuery } from '@/lib/browser/api';
import type { Params } from '@/lib/browser/use-url-query';
import { TODO_STATES, type TodoState } from '@/lib/todos/types';
import { TODOS_PATH } from './api';

export const DEFAULT_PER_PAGE = 25;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "me", "all" or a user id. The screen opens on the viewer's own open to-dos. */
export type AssigneeFilter = string;
export type TodosListQuery = { state: TodoState; assignee: AssigneeFilter; q: string; page: number; perPage: number };

export function parseTodosQuery(p: Params): TodosListQuery {
  const page = Number(p.get('page'));
  const perPage = Number(p.get('per_page'));
  const state = p.get('state') as TodoState;
  const assignee = p.get('assignee') ?? '';
  return {
    state: TODO_STATES.includes(state) ? state : 'open',
    assignee: assignee === 'all' || UUID.test(assignee) ? assignee : 'me',
    q: (p.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

export const listKeyOf = (q: TodosListQuery) =>
  withQuery(TODOS_PATH, { state: q.state, assignee: q.assignee, search: q.q || undefined, page: q.page, per_page: q.perPage });
