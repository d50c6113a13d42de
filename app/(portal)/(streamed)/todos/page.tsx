import type { SearchParams } from 'nuqs/server';
import { loadTodosQuery, todosListQuery } from '@/components/todos/query';
import { TodosScreen } from '@/components/todos/todos-screen';
import { listResponse } from '@/lib/schema-kit/paging';
import { requirePage } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';
import { listTodos } from '@/lib/todos/queries';
import { todosQuery } from '@/lib/todos/schema';
import { viewerFor } from '@/lib/todos/viewer';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFrom('nav', 'todos');

/**
 * The first page for the URL's tab and filters comes with the HTML, as GET /todos answers it. "Today" (what is
 * overdue) is the reader's, on her chosen clock, else the tenant's (viewerFor), as GET /todos takes it: the
 * browser's zone changes nothing.
 */
export default async function TodosPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/todos' });
  const query = apiQueryOf(todosQuery, todosListQuery(await loadTodosQuery(searchParams)));
  const { data, total, counts } = await listTodos(db, await viewerFor(db, session), query);
  const list = listResponse(data, total, query);
  // The viewer's own id: quick-add assigns to them, and "mine" leaves them out of the people list.
  return <TodosScreen me={session.userId} initial={{ list: asJson({ ...list, meta: { ...list.meta, counts } }) }} />;
}
