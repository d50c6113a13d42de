import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { anyUuid } from '@/lib/db/any-uuid';
import { awaitingSql } from './awaiting';

/**
 * Bell items about approvals (issue 22 §6): the submit's "awaits your approval", the due-soon, past-due,
 * escalation and digest reminders. Each carries the ids of the timesheets it is about (payload
 * timesheet_ids), so it can tell how many of them still await a decision (lib/timesheets/awaiting.ts)
 * and resolve once none does: a contact who approved everything no longer reads "5 await your approval".
 */
const APPROVAL_EVENTS = ['timesheet_submitted', 'approval_due_soon', 'approval_past_due', 'approval_escalated', 'approval_digest'];

const isApprovalEvent = sql`n.event in (${sql.join(
  APPROVAL_EVENTS.map((e) => sql`${e}`),
  sql`, `,
)})`;

/** The uuid of a payload's id `x.id`, or null for anything else (rows outlive code: never a cast error). */
const idOf = sql`(case when x.id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then x.id::uuid end)`;

/** How many of notification `n`'s timesheets still await a decision. */
const stillAwaiting = (n: SQL = sql`n`): SQL => sql`(select count(*)::int
  from jsonb_array_elements_text(case when jsonb_typeof(${n}.payload -> 'timesheet_ids') = 'array' then ${n}.payload -> 'timesheet_ids' else '[]'::jsonb end) x(id)
  join timesheets t on t.tenant_id = ${n}.tenant_id and t.id = ${idOf}
  where ${awaitingSql()})`;

/**
 * Marks done (read) every unread approval item of the tenant that names one of these just-decided
 * timesheets and has none left awaiting, in the deciding transaction: the bell's count drops with the
 * decision, for every approver who was told, not only the one who decided.
 */
export async function resolveApprovalNotices(tx: DbOrTx, tenantId: string, decided: string[]): Promise<void> {
  if (!decided.length) return;
  await tx.execute(sql`update notifications n set read_at = now()
    where n.tenant_id = ${tenantId} and n.read_at is null and ${isApprovalEvent}
      and n.payload -> 'timesheet_ids' ?| ${`{${decided.join(',')}}`}::text[]
      and ${stillAwaiting()} = 0`);
}

/**
 * For these notifications of one reader: how many of each approval item's timesheets still await a
 * decision. An item that names no timesheet (written before they carried ids) is left out: unknown, not done.
 */
export async function approvalsLeft(tx: DbOrTx, tenantId: string, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const res = await tx.execute<{ id: string; left: number }>(sql`select n.id, ${stillAwaiting()} as left
    from notifications n where n.tenant_id = ${tenantId} and ${anyUuid(sql`n.id`, ids)} and ${isApprovalEvent}
      and jsonb_typeof(n.payload -> 'timesheet_ids') = 'array' and jsonb_array_length(n.payload -> 'timesheet_ids') > 0`);
  return new Map(res.rows.map((r) => [r.id, Number(r.left)]));
}
