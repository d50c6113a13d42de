import type { z } from 'zod';
import type { assignee, todoCounts, todoRow } from './schema';

/** The list's state tabs; here rather than in schema.ts so the list screen does not load zod. */
export const TODO_STATES = ['open', 'overdue', 'done', 'all'] as const;

export type TodoRow = z.infer<typeof todoRow>;

/** Open, overdue and done to-dos for the list's tabs, under the same assignee and search. */
export type TodoCounts = z.infer<typeof todoCounts>;

/** A staff user a to-do can be given to. */
export type Assignee = z.infer<typeof assignee>;
