import 'server-only';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { likePattern, offsetOf } from '@/lib/schema-kit/paging';
import { ROLE_IDS, STAFF } from '@/lib/auth/roles';
import type { DbOrTx } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { TodosQuery } from './schema';
import type { Assignee, TodoCounts, TodoRow } from './schema';
import { iso } from '@/lib/db/iso';
import { theRow } from '@/lib/db/rows';

type Raw = Record<string, unknown>;
const textOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Who sees the list and what "today" is for them (their chosen zone, else the tenant's: lib/todos/viewer.ts), for "me" and "overdue". */
export type Viewer = { tenantId: string; userId: string; today: string };

export const STAFF_ROLE_IDS = STAFF.map((r) => ROLE_IDS[r]);

const selectRow = (today: string) => sql`select t.*, (t.done_at is null and t.due_date < ${today}::date) as overdue,
    a.username as assignee_name, c.username as created_by_name
  from todos t
  left join users a on a.id = t.assignee_id and a.tenant_id = t.tenant_id
  left join users c on c.id = t.created_by and c.tenant_id = t.tenant_id`;

function toRow(r: Raw): TodoRow {
  return {
    _id: String(r.id),
    title: String(r.title),
    notes: textOrNull(r.notes),
    assignee_id: textOrNull(r.assignee_id),
    assignee_name: textOrNull(r.assignee_name),
    due_date: textOrNull(r.due_date),
    done: r.done_at !== null && r.done_at !== undefined,
    done_at: r.done_at ? iso(r.done_at) : null,
    overdue: Boolean(r.overdue),
    created_by_name: textOrNull(r.created_by_name),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** Assignee and search: the filters the state tabs share, so their counts match what each tab lists. */
function sharedFilters(v: Viewer, q: TodosQuery): SQL[] {
  const where: SQL[] = [sql`t.tenant_id = ${v.tenantId}`];
  if (q.assignee === 'me') where.push(sql`t.assignee_id = ${v.userId}`);
  else if (q.assignee !== 'all') where.push(sql`t.assignee_id = ${q.assignee}`);
  if (q.search) {
    const like = likePattern(q.search);
    where.push(sql`(t.title ilike ${like} or t.notes ilike ${like})`);
  }
  return where;
}

const STATE: Record<TodosQuery['state'], (today: string) => SQL | null> = {
  open: () => sql`t.done_at is null`,
  overdue: (today) => sql`t.done_at is null and t.due_date < ${today}::date`,
  done: () => sql`t.done_at is not null`,
  all: () => null,
};

export async function listTodos(db: DbOrTx, v: Viewer, q: TodosQuery): Promise<{ data: TodoRow[]; total: number; counts: TodoCounts }> {
  const shared = sharedFilters(v, q);
  const state = STATE[q.state](v.today);
  const where = sql.join(state ? [...shared, state] : shared, sql` and `);
  const [rows, total, counts] = await Promise.all([
    db.execute<Raw>(sql`${selectRow(v.today)} where ${where}
      order by t.due_date asc nulls last, t.created_at, t.id limit ${q.per_page} offset ${offsetOf(q)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from todos t where ${where}`),
    db.execute<TodoCounts>(sql`select count(*) filter (where t.done_at is null)::int as open,
        count(*) filter (where t.done_at is null and t.due_date < ${v.today}::date)::int as overdue,
        count(*) filter (where t.done_at is not null)::int as done
      from todos t where ${sql.join(shared, sql` and `)}`),
  ]);
  return { data: rows.rows.map(toRow), total: Number(theRow(total.rows, 'count').n), counts: theRow(counts.rows, 'counts') };
}

/** One to-do of the tenant; another tenant's id is a 404 like a missing one. */
export async function getTodo(db: DbOrTx, v: Viewer, id: string): Promise<TodoRow> {
  const res = await db.execute<Raw>(sql`${selectRow(v.today)} where t.tenant_id = ${v.tenantId} and t.id = ${id}`);
  if (!res.rows[0]) throw notFound('todo');
  return toRow(res.rows[0]);
}

/** Active staff users of the tenant: the people a to-do can be given to. */
export async function listAssignees(db: DbOrTx, tenantId: string): Promise<Assignee[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.active, true), inArray(users.roleId, STAFF_ROLE_IDS)))
    .orderBy(asc(users.username), asc(users.email))
    .limit(1000);
  return rows.map((r) => ({ _id: r.id, username: r.username, email: r.email }));
}
