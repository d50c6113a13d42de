import type { SearchParams } from 'nuqs/server';
import { loadTodosQuery, todosListQuery } from '@/components/todos/query';
import { TodosScreen } from '@/components/todos/todos-screen';
import { listResponse } from '@/lib/schema-kit/paging';
import { dateIn } from '@/lib/schema-kit/timezone';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';
import { readerTimeZone } from '@/lib/settings/reader-zone';
import { listTodos } from '@/lib/todos/queries';
import { todosQuery } from '@/lib/todos/schema';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFrom('nav', 'todos');

/**
 * The first page for the URL's tab and filters comes with the HTML, as GET /todos answers it. "Today" (what is
 * overdue) is the reader's, in the zone her browser last told (readerTimeZone); the screen reads the list again
 * when the browser's day differs.
 */
export default async function TodosPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await requireSession({ route: '/todos' });
  const query = apiQueryOf(todosQuery, todosListQuery(await loadTodosQuery(searchParams)));
  const today = dateIn(await readerTimeZone(session.tenantId));
  const { data, total, counts } = await listTodos({ tenantId: session.tenantId, userId: session.userId, today }, query);
  const list = listResponse(data, total, query);
  // The viewer's own id: quick-add assigns to them, and "mine" leaves them out of the people list.
  return <TodosScreen me={session.userId} initial={{ list: asJson({ ...list, meta: { ...list.meta, counts } }), today }} />;
}
