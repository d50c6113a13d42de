import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { getTodo } from '@/lib/todos/queries';
import { todoPatch } from '@/lib/todos/schema';
import { deleteTodo, updateTodo } from '@/lib/todos/service';
import { viewerFor } from '@/lib/todos/viewer';

const todoId = (params: Record<string, string>) => idParam(params.id, 'todo');

export const GET = handler({ route: '/todos' }, async ({ session, req, params }) =>
  ({ data: await getTodo(viewerFor(session, req), todoId(params)) }));

export const PATCH = handler({ route: '/todos', body: todoPatch }, async ({ session, req, params, body }) =>
  ({ data: await updateTodo(viewerFor(session, req), todoId(params), body) }));

export const DELETE = handler({ route: '/todos' }, async ({ session, req, params }) => {
  await deleteTodo(viewerFor(session, req), todoId(params));
  return { data: null, message: 'To-do deleted' };
});
