import type { DbOrTx } from '@/lib/db/client';
import { timecards, timesheetLogs, timesheets } from '@/lib/db/schema';
import type { ChangeValue } from './types';
import type { FieldChange } from './schema';
import type { TimesheetLogAction } from './log-actions';

/** Who did it: a user, or nobody (null) for what the system does by itself, like auto-lock. */
export type LogActor = { tenantId: string; userId: string | null };

type Sheet = typeof timesheets.$inferSelect;
type Card = Pick<typeof timecards.$inferSelect, 'id' | 'clockIn' | 'clockOut' | 'breakMinutes'>;

/**
 * The timesheet columns the audit follows, by the field name a log records (SPEC's snake_case). Status
 * has its own from → to columns; the stamps that follow it (submitted_at, approved_at) and the totals the
 * engine recomputes are not a person's change.
 */
const SHEET_FIELDS = {
  comment: 'comment',
  manager: 'manager',
  locked: 'locked',
  invoiced_client: 'invoicedClient',
  invoiced_vendor: 'invoicedVendor',
  archived_at: 'archivedAt',
  payroll_exported_at: 'payrollExportedAt',
  payroll_batch: 'payrollBatch',
  bill_rate: 'billRate',
  pay_rate: 'payRate',
} as const satisfies Record<string, keyof Sheet>;

const CARD_FIELDS = { clock_in: 'clockIn', clock_out: 'clockOut', break_minutes: 'breakMinutes' } as const satisfies Record<
  string,
  keyof Card
>;

/** A value as a log stores it: instants as ISO strings (so equal instants compare equal), nothing as null. */
function valueOf(v: unknown): ChangeValue {
  if (v === undefined || v === null) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return String(v);
}

/**
 * The audited fields a patch changes on a timesheet, before → after. Columns the patch does not set, or
 * sets to what they were, are not changes; columns the audit does not follow are ignored.
 */
export function sheetChanges(before: Sheet, patch: Partial<Sheet>): FieldChange[] {
  const out: FieldChange[] = [];
  for (const [field, key] of Object.entries(SHEET_FIELDS)) {
    if (!(key in patch)) continue;
    const from = valueOf(before[key]);
    const to = valueOf(patch[key]);
    if (from !== to) out.push({ entity: 'timesheet', field, from, to });
  }
  return out;
}

/**
 * A timecard's changes: added (before null: each field it has, from null), removed (after null: each
 * field it had, to null) or changed (only the fields that differ). Each carries the card's clock-in so
 * the history can name its day.
 */
export function cardChanges(before: Card | null, after: Card | null): FieldChange[] {
  const card = after ?? before;
  if (!card) return [];
  const out: FieldChange[] = [];
  for (const [field, key] of Object.entries(CARD_FIELDS)) {
    const from = before ? valueOf(before[key]) : null;
    const to = after ? valueOf(after[key]) : null;
    if (from !== to) out.push({ entity: 'timecard', entity_id: card.id, field, from, to, card_clock_in: card.clockIn.toISOString() });
  }
  return out;
}

/**
 * Where an action was taken, when not in the portal: 'email' = a one-click approval link
 * (lib/approval-links). The History tab names it ("from the email link"); absent = the portal or the API.
 */
export type LogSource = 'email';

/** One timesheet's log entry: its status before, the status it moves to (absent = unchanged), what changed. */
export type LogEntry = { id: string; status: string | null; toStatus?: string; changes?: FieldChange[] };

/**
 * One log row per timesheet (DESIGN.md §5): who (null = the system), the action, from → to status, the
 * fields it changed, the comment and reason given, and where it was taken (`source`) when not in the portal. Every path that changes a timesheet or its cards
 * writes through here.
 */
export async function writeTimesheetLogs(
  tx: DbOrTx,
  actor: LogActor,
  action: TimesheetLogAction,
  entries: LogEntry[],
  note: { comment?: string | null; reason?: string | null; source?: LogSource } = {},
): Promise<void> {
  if (!entries.length) return;
  await tx.insert(timesheetLogs).values(
    entries.map((e) => ({
      tenantId: actor.tenantId,
      timesheetId: e.id,
      userId: actor.userId,
      action,
      fromStatus: e.status,
      toStatus: e.toStatus ?? e.status,
      changes: e.changes ?? [],
      comment: note.comment ?? null,
      reason: note.reason ?? null,
      source: note.source ?? null,
    })),
  );
}
