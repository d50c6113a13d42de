/** The list's state tabs; here rather than in schema.ts so the list screen does not load zod. */
export const TODO_STATES = ['open', 'overdue', 'done', 'all'] as const;
export type TodoState = (typeof TODO_STATES)[number];

export type TodoRow = {
  _id: string;
  title: string;
  notes: string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  due_date: string | null;
  done: boolean;
  done_at: string | null;
  /** Open and due before today in the viewer's time zone. */
  overdue: boolean;
  created_by_name: string | null;
  created_at: string;
  updated_at: string;
};

/** Open, overdue and done to-dos for the list's tabs, under the same assignee and search. */
export type TodoCounts = { open: number; overdue: number; done: number };

/** A staff user a to-do can be given to. */
export type Assignee = { _id: string; username: string; email: string };
