/** The list's state tabs; here rather than in schema.ts so the list screen does not load zod. */
export const TODO_STATES = ['open', 'overdue', 'done', 'all'] as const;
