import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { todosContracts } from '@/lib/contracts/todos';
import { listTodos } from '@/lib/todos/queries';
import { createTodo } from '@/lib/todos/service';
import { viewerFor } from '@/lib/todos/viewer';

/** The list, due date first (no date last), with each state tab's count in meta.counts. */
export const GET = handler(todosContracts.list, async ({ db, session, query }) => {
  const { data, total, counts } = await listTodos(db, await viewerFor(db, session), query);
  const list = listResponse(data, total, query);
  return { ...list, meta: { ...list.meta, counts } };
});

export const POST = handler(todosContracts.create, async ({ db, session, body }) => ({
  data: await createTodo(db, await viewerFor(db, session), body),
  message: say('done.todos.added'),
}));
