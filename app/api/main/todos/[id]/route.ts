import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { todosContracts } from '@/lib/contracts/todos';
import { getTodo } from '@/lib/todos/queries';
import { deleteTodo, updateTodo } from '@/lib/todos/service';
import { viewerFor } from '@/lib/todos/viewer';

const todoId = (params: Record<string, string>) => idParam(params.id, 'todo');

export const GET = handler(todosContracts.get, async ({ db, session, params }) => ({
  data: await getTodo(db, await viewerFor(db, session), todoId(params)),
}));

export const PATCH = handler(todosContracts.update, async ({ db, session, params, body }) => ({
  data: await updateTodo(db, await viewerFor(db, session), todoId(params), body),
}));

export const DELETE = handler(todosContracts.remove, async ({ db, session, params }) => {
  await deleteTodo(db, await viewerFor(db, session), todoId(params));
  return { data: null, message: say('done.todos.deleted') };
});
