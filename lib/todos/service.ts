import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { fieldError, notFound } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { DbOrTx } from '@/lib/db/client';
import { todos, users } from '@/lib/db/schema';
import { getTodo, STAFF_ROLE_IDS, type Viewer } from './queries';
import type { todoInput, todoPatch } from './schema';
import type { TodoRow } from './schema';
import { theRow } from '@/lib/db/rows';

/** 400 unless the user is an active staff member of the tenant (contacts and other tenants' users are not). */
async function assertAssignee(tx: DbOrTx, tenantId: string, userId: string | null | undefined) {
  if (!userId) return;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.active, true), inArray(users.roleId, STAFF_ROLE_IDS)))
    .limit(1);
  if (!row) throw fieldError('assignee_id', 'users.notStaff');
}

export async function createTodo(db: DbOrTx, v: Viewer, input: z.infer<typeof todoInput>): Promise<TodoRow> {
  return db.transaction(async (tx) => {
    await assertAssignee(tx, v.tenantId, input.assignee_id);
    const row = theRow(
      await tx
        .insert(todos)
        .values({
          tenantId: v.tenantId,
          title: input.title,
          notes: input.notes,
          assigneeId: input.assignee_id,
          dueDate: input.due_date,
          createdBy: v.userId,
        })
        .returning({ id: todos.id }),
    );
    await audit(tx, { tenantId: v.tenantId, userId: v.userId, action: 'todo.created', target: row.id });
    return getTodo(tx, v, row.id);
  });
}

/** Only the fields sent change; `done` sets done_at once (ticking twice keeps the first time) or clears it. */
export async function updateTodo(db: DbOrTx, v: Viewer, id: string, input: z.infer<typeof todoPatch>): Promise<TodoRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ doneAt: todos.doneAt })
      .from(todos)
      .where(and(eq(todos.tenantId, v.tenantId), eq(todos.id, id)))
      .for('update');
    if (!current) throw notFound('todo');
    await assertAssignee(tx, v.tenantId, input.assignee_id);
    const doneAt = input.done === undefined ? undefined : input.done ? (current.doneAt ?? new Date()) : null;
    await tx
      .update(todos)
      .set({
        title: input.title,
        notes: input.notes,
        assigneeId: input.assignee_id,
        dueDate: input.due_date,
        doneAt,
        updatedAt: new Date(),
      })
      .where(and(eq(todos.tenantId, v.tenantId), eq(todos.id, id)));
    await audit(tx, { tenantId: v.tenantId, userId: v.userId, action: 'todo.updated', target: id, meta: { fields: Object.keys(input) } });
    return getTodo(tx, v, id);
  });
}

export async function deleteTodo(db: DbOrTx, v: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(todos)
      .where(and(eq(todos.tenantId, v.tenantId), eq(todos.id, id)))
      .returning({ id: todos.id });
    if (!row) throw notFound('todo');
    await audit(tx, { tenantId: v.tenantId, userId: v.userId, action: 'todo.deleted', target: id });
  });
}
