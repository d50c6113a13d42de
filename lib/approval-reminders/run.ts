import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { companySettings } from '@/lib/db/schema';
import { readRules } from '@/lib/settings/timesheet-rules';
import { approverBatch, approversAt, awaitingOf, backupFor, backupsOf, lateGroups, type AwaitingRow } from './approver-queries';
import { dueDateOf, isoWeekOf, slotOf, weekdayOf, weekStartCutoff } from './deadline';
import { MAX_PAYLOAD_IDS, sendReminders, type Reminder } from './send';
import { readReminders, type ApprovalReminders } from '@/lib/settings/approval-reminders';
import { tenantTimeZone } from '@/lib/settings/time-zone';

/** Approvers (or late location-weeks) one step handles: a step's work is bounded, the rest follows in the next. */
const REMINDER_BATCH = 100;

/** Where a tenant's run is: approvers first (due soon, past due, digest), then escalations. `at` is the run's clock. */
export type ReminderCursor = { stage: 'approvers' | 'escalations'; after: string | null; at: string };

const SUBMITTED_LINK = '/timesheets?status=submitted';
export const PAST_DUE_LINK = '/timesheets?status=past_due';

/** `timeZone`: the tenant's, whose weekday the digest goes on. */
type Rules = { deadlineDays: number; reminders: ApprovalReminders; timeZone: string };

/** The tenant's rules, read fresh (not the 60 s settings cache): a run follows a save at once. */
export async function rulesOf(d: Db, tenantId: string): Promise<Rules> {
  const [[row], timeZone] = await Promise.all([
    d.select({ data: companySettings.data }).from(companySettings).where(eq(companySettings.tenantId, tenantId)).limit(1),
    tenantTimeZone(d, tenantId),
  ]);
  return {
    deadlineDays: readRules(row?.data.timesheets).approval_deadline_days,
    reminders: readReminders(row?.data.approval_reminders),
    timeZone,
  };
}

const ids = (rows: { timesheet_id: string }[]) => rows.slice(0, MAX_PAYLOAD_IDS).map((r) => r.timesheet_id);

/**
 * One approver's reminders at `now`, from her awaiting timesheets (oldest week first):
 * - due soon: the weeks whose deadline is within due_soon_hours, one reminder per due date;
 * - past due: everything past its deadline in one reminder, once per slot of past_due_every_hours
 *   (the slot's number is in the key, so each slot sends once however often the job runs);
 * - the digest: on digest_weekday of the tenant's clock, once per ISO week (of that clock), everything awaiting her.
 */
function approverReminders(userId: string, rows: AwaitingRow[], rules: Rules, now: Date): Reminder[] {
  const { deadlineDays: days, reminders: r } = rules;
  const pastCutoff = weekStartCutoff(now, days);
  const out: Reminder[] = [];
  const late = rows.filter((x) => x.week_start <= pastCutoff);
  const [oldest] = late;
  if (r.past_due_every_hours > 0 && oldest) {
    out.push({
      event: 'approval_past_due',
      userId,
      key: `approval-past-due:${r.past_due_every_hours}h:${slotOf(now, r.past_due_every_hours)}`,
      payload: { count: late.length, due_date: dueDateOf(oldest.week_start, days), timesheet_ids: ids(late) },
      link: PAST_DUE_LINK,
    });
  }
  if (r.due_soon_hours > 0) {
    const soonCutoff = weekStartCutoff(new Date(now.getTime() + r.due_soon_hours * 3_600_000), days);
    const byWeek = new Map<string, AwaitingRow[]>();
    for (const x of rows)
      if (x.week_start > pastCutoff && x.week_start <= soonCutoff) byWeek.set(x.week_start, [...(byWeek.get(x.week_start) ?? []), x]);
    for (const [week, soon] of byWeek) {
      const due = dueDateOf(week, days);
      out.push({
        event: 'approval_due_soon',
        userId,
        key: `approval-due-soon:${due}`,
        payload: { count: soon.length, due_date: due, timesheet_ids: ids(soon) },
        link: SUBMITTED_LINK,
      });
    }
  }
  if (r.digest_weekday !== 'off' && r.digest_weekday === weekdayOf(now, rules.timeZone) && rows.length) {
    out.push({
      event: 'approval_digest',
      userId,
      key: `approval-digest:${isoWeekOf(now, rules.timeZone)}`,
      payload: { count: rows.length, timesheet_ids: ids(rows) },
      link: SUBMITTED_LINK,
    });
  }
  return out;
}

type Step = { sent: number; next: ReminderCursor | null };

async function approversStep(d: Db, tenantId: string, cursor: ReminderCursor, rules: Rules, batch: number): Promise<Step> {
  const now = new Date(cursor.at);
  const approvers = await approverBatch(d, tenantId, cursor.after, batch);
  const byUser = new Map<string, AwaitingRow[]>();
  for (const row of await awaitingOf(
    d,
    tenantId,
    approvers.map((a) => a.id),
  ))
    byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  const list = [...byUser].flatMap(([userId, rows]) => approverReminders(userId, rows, rules, now));
  const sent = await sendReminders(d, tenantId, list);
  const lastApprover = approvers.at(-1);
  const next: ReminderCursor =
    approvers.length === batch && lastApprover
      ? { ...cursor, after: lastApprover.id }
      : { stage: 'escalations', after: null, at: cursor.at };
  return { sent, next };
}

/**
 * Escalation: each location's week still awaiting approval escalate_after_hours after its deadline
 * goes, once (the location and due date are the key), to the backup approver: the location's, else
 * its company's. The mail names the late approvers (the location's, or the location itself if it has
 * none: then nobody could approve, which is all the more reason to tell the backup).
 */
async function escalationsStep(d: Db, tenantId: string, cursor: ReminderCursor, rules: Rules, batch: number): Promise<Step> {
  const hours = rules.reminders.escalate_after_hours;
  if (hours === 0) return { sent: 0, next: null };
  const cutoff = weekStartCutoff(new Date(cursor.at), rules.deadlineDays, hours);
  const [afterLoc, afterWeek] = cursor.after ? cursor.after.split('|') : [null, null];
  const after = afterLoc ? { location: afterLoc, week: afterWeek } : null;
  const groups = (await lateGroups(d, tenantId, cutoff, after, batch, MAX_PAYLOAD_IDS)).map((g) => ({
    ...g,
    week_start: String(g.week_start).slice(0, 10),
  }));
  const locationIds = [...new Set(groups.map((g) => g.location_id))];
  const [approvers, backups] = await Promise.all([approversAt(d, tenantId, locationIds), backupsOf(d, tenantId, locationIds)]);
  const list: Reminder[] = [];
  for (const g of groups) {
    const late = approvers.filter((a) => a.location_id === g.location_id);
    const b = backups.get(g.location_id);
    const to = backupFor(b, new Set(late.map((a) => a.user_id)));
    if (!to) continue;
    const due = dueDateOf(g.week_start, rules.deadlineDays);
    list.push({
      event: 'approval_escalated',
      userId: to,
      key: `approval-escalated:${g.location_id}:${due}`,
      link: PAST_DUE_LINK,
      payload: { count: g.n, due_date: due, approver: late.map((a) => a.name).join(', ') || (b?.location ?? ''), timesheet_ids: g.ids },
    });
  }
  const sent = await sendReminders(d, tenantId, list);
  const last = groups.at(-1);
  return { sent, next: groups.length === batch && last ? { ...cursor, after: `${last.location_id}|${last.week_start}` } : null };
}

/** One bounded step of a tenant's run; `next` is where the following step starts (null: done). */
export async function reminderStep(d: Db, tenantId: string, cursor: ReminderCursor, opts: { batch?: number } = {}): Promise<Step> {
  const rules = await rulesOf(d, tenantId);
  const batch = opts.batch ?? REMINDER_BATCH;
  return cursor.stage === 'approvers'
    ? approversStep(d, tenantId, cursor, rules, batch)
    : escalationsStep(d, tenantId, cursor, rules, batch);
}

export const firstCursor = (now: Date): ReminderCursor => ({ stage: 'approvers', after: null, at: now.toISOString() });

/** A tenant's whole run at `now`, step after step in this process (tests; the job runs one step per job). */
export async function runReminders(d: Db, tenantId: string, opts: { now?: Date; batch?: number } = {}): Promise<number> {
  let cursor: ReminderCursor | null = firstCursor(opts.now ?? new Date());
  let sent = 0;
  while (cursor) {
    const step: Step = await reminderStep(d, tenantId, cursor, opts);
    sent += step.sent;
    cursor = step.next;
  }
  return sent;
}
