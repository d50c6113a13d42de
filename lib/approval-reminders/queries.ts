import 'server-only';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { offsetOf, type PageQuery } from '@/lib/schema-kit/paging';
import type { DbOrTx } from '@/lib/db/client';
import { isoOrNull } from '@/lib/db/iso';
import { approversAt, awaiting, backupFor } from './approver-queries';
import { daysLate, dueDateOf, weekStartCutoff } from './deadline';
import { rulesOf } from './run';
import type { lateApproval } from './schema';

/** A late approval as the agency's Late approvals list shows it. */
export type LateApproval = z.infer<typeof lateApproval>;

type Row = {
  id: string;
  week_start: string;
  worker: string;
  location_id: string;
  location: string;
  company_id: string;
  company: string;
  location_backup: string | null;
  location_backup_name: string | null;
  company_backup: string | null;
  company_backup_name: string | null;
};

/**
 * When each timesheet's approvers were last reminded: the newest due-soon or past-due notification
 * whose timesheet_ids hold it (jsonb containment, served by the partial GIN index of migration 0016).
 */
async function lastReminded(db: DbOrTx, tenantId: string, ids: string[]): Promise<Map<string, string | null>> {
  if (!ids.length) return new Map();
  const res = await db.execute<{ id: string; at: Date | string | null }>(sql`select x.id,
      (select max(o.created_at) from notification_outbox o
        where o.event in ('approval_due_soon', 'approval_past_due') and o.tenant_id = ${tenantId}
          and o.payload -> 'timesheet_ids' @> jsonb_build_array(x.id::text)) as at
    from unnest(${`{${ids.join(',')}}`}::uuid[]) as x(id)`);
  return new Map(res.rows.map((r) => [r.id, isoOrNull(r.at)]));
}

/**
 * Submitted timesheets past their approval deadline (the Past due tab's rule, lib/approval-reminders/
 * deadline.ts), oldest first: who should approve each, since when it is late, when they were last
 * reminded and who the backup is. The agency's view: the whole tenant, no contact scope.
 */
export async function listLateApprovals(
  db: DbOrTx,
  tenantId: string,
  q: Pick<PageQuery, 'page' | 'per_page'>,
  now = new Date(),
): Promise<{ data: LateApproval[]; total: number }> {
  const { deadlineDays } = await rulesOf(db, tenantId);
  const where = sql`t.tenant_id = ${tenantId} and ${awaiting()} and t.week_start <= ${weekStartCutoff(now, deadlineDays)}::date`;
  const [page, count] = await Promise.all([
    db.execute<Row>(sql`select t.id, t.week_start, c.first_name || ' ' || c.last_name as worker,
        l.id as location_id, l.name as location, co.id as company_id, co.name as company,
        l.backup_approver_id as location_backup, lb.username as location_backup_name,
        co.backup_approver_id as company_backup, cb.username as company_backup_name
      from timesheets t
      join candidates c on c.id = t.candidate_id and c.tenant_id = t.tenant_id
      join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
      join companies co on co.id = l.company_id and co.tenant_id = t.tenant_id
      left join users lb on lb.id = l.backup_approver_id and lb.tenant_id = t.tenant_id
      left join users cb on cb.id = co.backup_approver_id and cb.tenant_id = t.tenant_id
      where ${where}
      order by t.week_start, t.id limit ${q.per_page} offset ${offsetOf(q)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from timesheets t where ${where}`),
  ]);
  const rows = page.rows.map((r) => ({ ...r, week_start: String(r.week_start).slice(0, 10) }));
  const [approvers, reminded] = await Promise.all([
    approversAt(db, tenantId, [...new Set(rows.map((r) => r.location_id))]),
    lastReminded(
      db,
      tenantId,
      rows.map((r) => r.id),
    ),
  ]);
  const data = rows.map((r): LateApproval => {
    const late = approvers.filter((a) => a.location_id === r.location_id);
    // Who escalations of this location go to (shown as configured, whether escalation is on or not).
    const backup = backupFor(
      { location_id: r.location_id, location: r.location, location_backup: r.location_backup, company_backup: r.company_backup },
      new Set(late.map((a) => a.user_id)),
    );
    return {
      _id: r.id,
      week_start: r.week_start,
      worker: r.worker,
      location: { _id: r.location_id, name: r.location },
      company: { _id: r.company_id, name: r.company },
      due_date: dueDateOf(r.week_start, deadlineDays),
      days_late: daysLate(r.week_start, deadlineDays, now),
      approvers: late.map((a) => a.name),
      last_reminded_at: reminded.get(r.id) ?? null,
      backup_approver: backup === r.location_backup ? r.location_backup_name : backup === r.company_backup ? r.company_backup_name : null,
    };
  });
  return { data, total: Number(count.rows[0]?.n ?? 0) };
}
