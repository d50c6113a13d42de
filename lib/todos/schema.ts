import { z } from 'zod';
import { dayOrNone, optionalText, requiredText } from '@/lib/schema-kit/inputs';
import { pageQuery } from '@/lib/schema-kit/paging';
import { isoDay, isoTimestamp } from '@/lib/schema-kit/responses';
import { TODO_STATES } from './types';

const dueDate = dayOrNone('due_date must be a date as yyyy-MM-dd');

/** POST /todos and the edit dialog. No assignee = nobody's yet; the quick-add sends the viewer's own id. */
export const todoInput = z.object({
  title: requiredText(200, 'title'),
  notes: optionalText(2000, 'notes'),
  assignee_id: z
    .uuid({ error: 'assignee_id must be a user id' })
    .nullish()
    .transform((v) => v ?? null),
  due_date: dueDate,
});
export type TodoInput = z.input<typeof todoInput>;

/** PATCH /todos/{id}: only the fields sent change (null clears one); `done` ticks the to-do off or reopens it. */
export const todoPatch = todoInput
  .partial()
  .extend({ done: z.boolean({ error: 'done must be true or false' }).optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField');
export type TodoPatch = z.input<typeof todoPatch>;

export const todosQuery = pageQuery.extend({
  assignee: z.union([z.enum(['me', 'all']), z.uuid()], { error: 'assignee must be me, all or a user id' }).default('all'),
  state: z.enum(TODO_STATES, { error: `state must be one of ${TODO_STATES.join(', ')}` }).default('open'),
});
export type TodosQuery = z.infer<typeof todosQuery>;

export const todoRow = z.object({
  _id: z.uuid(),
  title: z.string(),
  notes: z.string().nullable(),
  assignee_id: z.uuid().nullable(),
  assignee_name: z.string().nullable(),
  due_date: isoDay.nullable(),
  done: z.boolean(),
  done_at: isoTimestamp.nullable(),
  overdue: z.boolean().meta({ description: "Open and due before today in the viewer's time zone" }),
  created_by_name: z.string().nullable(),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
});
/** Open, overdue and done to-dos for the list's tabs, under the same assignee and search. */
export const todoCounts = z.object({ open: z.number().int(), overdue: z.number().int(), done: z.number().int() });
/** A staff user a to-do can be given to. */
export const assignee = z.object({ _id: z.uuid(), username: z.string(), email: z.string() });

export type TodoRow = z.infer<typeof todoRow>;

/** Open, overdue and done to-dos for the list's tabs, under the same assignee and search. */
export type TodoCounts = z.infer<typeof todoCounts>;

/** A staff user a to-do can be given to. */
export type Assignee = z.infer<typeof assignee>;
