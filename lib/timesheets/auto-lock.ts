import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lockRowsById } from '@/lib/db/locks';
import { companySettings, timesheets } from '@/lib/db/schema';
import { ALL_PERMISSIONS } from '@/lib/auth/contact-permissions';
import { readRules } from '@/lib/settings/timesheet-rules';
import { resolveApprovalNotices } from './approval-notice-queries';
import { dueWeekStartCutoff, utcToday } from './deadlines';
import { sheetChanges, writeTimesheetLogs } from './logs';
import { stateOf } from './queries';
import { refusal, type Actor } from './transitions';

/** Timesheets locked per transaction: the embedded database's one connection is never held for long. */
const AUTO_LOCK_BATCH = 200;
/** Auto-lock locks what a staff member may lock (the transition table's rule for 'lock'). */
const LOCKS_AS: Actor = { role: 'recruiter', permissions: ALL_PERMISSIONS };

/** Company setting timesheets.auto_lock_days; null = never. */
async function autoLockDays(d: Db, tenantId: string): Promise<number | null> {
  const [row] = await d.select({ data: companySettings.data }).from(companySettings).where(eq(companySettings.tenantId, tenantId)).limit(1);
  return readRules(row?.data.timesheets).auto_lock_days;
}

/** Tenants whose settings turn auto-lock on. */
export async function tenantsWithAutoLock(d: Db): Promise<string[]> {
  const rows = await d
    .select({ tenantId: companySettings.tenantId, data: companySettings.data })
    .from(companySettings)
    .where(sql`${companySettings.data} -> 'timesheets' ->> 'auto_lock_days' is not null`);
  return rows.filter((r) => readRules(r.data.timesheets).auto_lock_days !== null).map((r) => r.tenantId);
}

export type AutoLockResult = { locked: number; more: boolean };

/**
 * Locks up to `batch` of the tenant's timesheets whose week ended auto_lock_days or more days ago
 * (lib/timesheets/deadlines.ts) and that a staff member could lock (any status; not archived, not
 * locked yet), in one transaction, with a log row each (no user; "auto-locked after N days").
 * `more` says a full batch was taken, so the caller continues in a follow-up job. Idempotent: the rows
 * are locked in id order and read again under that lock, so a timesheet locked meanwhile by another
 * instance or a person is skipped, and each is locked (and logged) once.
 */
export async function autoLockTenant(d: Db, tenantId: string, opts: { today?: string; batch?: number } = {}): Promise<AutoLockResult> {
  const days = await autoLockDays(d, tenantId);
  if (days === null) return { locked: 0, more: false };
  const cutoff = dueWeekStartCutoff(opts.today ?? utcToday(), days);
  const batch = opts.batch ?? AUTO_LOCK_BATCH;
  const t = timesheets;
  return d.transaction(async (tx) => {
    // The partial index timesheets_unlocked_week_idx holds only what is still unlocked.
    const due = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.tenantId, tenantId), eq(t.locked, false), isNull(t.archivedAt), lte(t.weekStart, cutoff)))
      .orderBy(asc(t.weekStart), asc(t.id))
      .limit(batch);
    const ids = await lockRowsById(
      tx,
      t,
      tenantId,
      due.map((r) => r.id),
    );
    if (!ids.length) return { locked: 0, more: false };
    const rows = await tx
      .select()
      .from(t)
      .where(and(eq(t.tenantId, tenantId), inArray(t.id, ids)))
      .orderBy(asc(t.id));
    const lockable = rows.filter((r) => r.weekStart <= cutoff && refusal('lock', stateOf(r), LOCKS_AS) === null);
    if (lockable.length) {
      await tx
        .update(t)
        .set({ locked: true, updatedAt: new Date() })
        .where(
          and(
            eq(t.tenantId, tenantId),
            inArray(
              t.id,
              lockable.map((r) => r.id),
            ),
          ),
        );
      await writeTimesheetLogs(
        tx,
        { tenantId, userId: null },
        'lock',
        lockable.map((r) => ({ id: r.id, status: r.status, changes: sheetChanges(r, { locked: true }) })),
        { comment: `auto-locked after ${days} days` },
      );
      // A locked sheet no longer awaits approval: bell items about it resolve as after a person's lock.
      await resolveApprovalNotices(
        tx,
        tenantId,
        lockable.map((r) => r.id),
      );
    }
    return { locked: lockable.length, more: due.length === batch };
  });
}
