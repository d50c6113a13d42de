import { z } from 'zod';
import { pageQuery } from '@/lib/api/paging';
import { optionalText, requiredText } from '@/lib/companies/schema';
import { TODO_STATES } from './types';

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as yyyy-MM-dd (2025-02-30 is refused, not rolled over to March). */
export function isCalendarDate(v: string): boolean {
  const m = YMD.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const dueDate = z.string({ error: 'due_date must be a date as yyyy-MM-dd' }).trim().nullish().transform((v) => v || null)
  .refine((v) => v === null || isCalendarDate(v), 'due_date must be a date as yyyy-MM-dd');

/** POST /todos and the edit dialog. No assignee = nobody's yet; the quick-add sends the viewer's own id. */
export const todoInput = z.object({
  title: requiredText(200, 'title'),
  notes: optionalText(2000, 'notes'),
  assignee_id: z.uuid({ error: 'assignee_id must be a user id' }).nullish().transform((v) => v ?? null),
  due_date: dueDate,
});
export type TodoInput = z.input<typeof todoInput>;

/** PATCH /todos/{id}: only the fields sent change (null clears one); `done` ticks the to-do off or reopens it. */
export const todoPatch = todoInput.partial().extend({ done: z.boolean({ error: 'done must be true or false' }).optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'give at least one field to change');
export type TodoPatch = z.input<typeof todoPatch>;

export const todosQuery = pageQuery.extend({
  assignee: z.union([z.enum(['me', 'all']), z.uuid()], { error: 'assignee must be me, all or a user id' }).default('all'),
  state: z.enum(TODO_STATES, { error: `state must be one of ${TODO_STATES.join(', ')}` }).default('open'),
});
export type TodosQuery = z.infer<typeof todosQuery>;
