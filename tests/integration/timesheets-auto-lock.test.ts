import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { jobQueue, JobWorker } from '@/lib/job-queue';
import { autoLockTenant } from '@/lib/timesheets/auto-lock';
import { utcToday } from '@/lib/timesheets/deadlines';
import { AUTO_LOCK_JOB } from '@/lib/timesheets/jobs';
import { daysBefore, deadlineTenant, lockLogs, removeDeadlineTenants, setRules, sheet } from './deadline-fixtures';
import { sheetById } from './time-helpers';

const today = utcToday();
afterAll(removeDeadlineTenants);
/** The week_start of a week that ended `n` days before today (a week ends 7 days after its start). */
const endedDaysAgo = (n: number) => daysBefore(today, 7 + n);

describe('auto-lock', () => {
  it('locks exactly the timesheets whose week ended auto_lock_days ago or more, any status, with a log row each', async () => {
    const t = await deadlineTenant({ auto_lock_days: 3 });
    const due = await Promise.all([
      sheet(t, endedDaysAgo(3), 'pending'),
      sheet(t, endedDaysAgo(4), 'submitted'),
      sheet(t, endedDaysAgo(30), 'approved'),
      sheet(t, endedDaysAgo(60), 'rejected'),
    ]);
    const notDue = await sheet(t, endedDaysAgo(2), 'submitted'); // ended auto_lock_days - 1 days ago
    const thisWeek = await sheet(t, daysBefore(today, 1), 'pending');
    const archived = await sheet(t, endedDaysAgo(10), 'approved', { archivedAt: new Date() });
    const lockedAlready = await sheet(t, endedDaysAgo(11), 'approved', { locked: true });

    expect(await autoLockTenant(db(), t.tenantId)).toEqual({ locked: 4, more: false });

    for (const row of due) {
      const now = await sheetById(row.id);
      expect(now.locked, row.weekStart).toBe(true);
      expect(now.status).toBe(row.status); // locking keeps the status
      const logs = await lockLogs(row.id);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({
        userId: null,
        action: 'lock',
        fromStatus: row.status,
        toStatus: row.status,
        comment: 'auto-locked after 3 days',
      });
    }
    for (const row of [notDue, thisWeek, archived]) {
      expect((await sheetById(row.id)).locked, row.weekStart).toBe(false);
      expect(await lockLogs(row.id)).toEqual([]);
    }
    expect(await lockLogs(lockedAlready.id)).toEqual([]);
  });

  it('is idempotent: a second run locks nothing and logs nothing', async () => {
    const t = await deadlineTenant({ auto_lock_days: 0 });
    const row = await sheet(t, endedDaysAgo(0), 'approved');
    expect((await autoLockTenant(db(), t.tenantId)).locked).toBe(1);
    expect(await autoLockTenant(db(), t.tenantId)).toEqual({ locked: 0, more: false });
    expect(await lockLogs(row.id)).toHaveLength(1);
  });

  it('never locks when auto_lock_days is not set (null)', async () => {
    const t = await deadlineTenant({ auto_lock_days: null });
    const row = await sheet(t, endedDaysAgo(400), 'approved');
    expect(await autoLockTenant(db(), t.tenantId)).toEqual({ locked: 0, more: false });
    expect((await sheetById(row.id)).locked).toBe(false);
  });

  it('uses the setting as it is at run time', async () => {
    const t = await deadlineTenant({ auto_lock_days: 20 });
    const row = await sheet(t, endedDaysAgo(10), 'submitted');
    expect((await autoLockTenant(db(), t.tenantId)).locked).toBe(0);
    await setRules(t.tenantId, { auto_lock_days: 10 });
    expect((await autoLockTenant(db(), t.tenantId)).locked).toBe(1);
    expect((await lockLogs(row.id))[0]!.comment).toBe('auto-locked after 10 days');
  });

  it('works in bounded batches, the job continuing in follow-up jobs until all are locked', async () => {
    const t = await deadlineTenant({ auto_lock_days: 1 });
    const rows = [];
    for (let i = 0; i < 5; i++) rows.push(await sheet(t, endedDaysAgo(1 + 7 * i), 'approved'));
    expect(await autoLockTenant(db(), t.tenantId, { batch: 2 })).toEqual({ locked: 2, more: true });
    expect(await autoLockTenant(db(), t.tenantId, { batch: 2 })).toEqual({ locked: 2, more: true });
    expect(await autoLockTenant(db(), t.tenantId, { batch: 2 })).toEqual({ locked: 1, more: false });
    for (const row of rows) expect(await lockLogs(row.id)).toHaveLength(1);
  });

  it('runs as a job of the tenant on the queue', async () => {
    const t = await deadlineTenant({ auto_lock_days: 5 });
    const row = await sheet(t, endedDaysAgo(5), 'pending');
    const worker = new JobWorker(jobQueue(), 60_000, { only: [AUTO_LOCK_JOB] });
    const id = await jobQueue().enqueue(AUTO_LOCK_JOB, {}, { tenantId: t.tenantId });
    await worker.runDue();
    expect((await sheetById(row.id)).locked).toBe(true);
    const job = (await db().execute<{ state: string }>(sql`select state from pgboss.job where id = ${id}`)).rows[0]!;
    expect(job.state).toBe('completed');
  });
});
