import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalCounts } from '@/lib/timesheets/awaiting';
import { dueWeekStartCutoff, utcToday } from '@/lib/timesheets/deadlines';
import { countByStatus, listTimesheets, pastDueCutoff } from '@/lib/timesheets/queries';
import { listQuery } from '@/lib/timesheets/schema';
import type { Scope } from '@/lib/timesheets/scope';
import { daysBefore, deadlineTenant, removeDeadlineTenants, sheet, type DeadlineTenant } from './deadline-fixtures';
import { db } from '@/lib/db/client';

// Issue 22 item 6, one meaning per count. The list's tabs All / Pending / Submitted / Approved / Rejected are
// the timesheet's status values (SPEC §3 "a count per status"; locked is a flag beside the status, DESIGN §5):
// the Submitted tab lists every submitted sheet that is not archived, locked ones included (shown with their
// lock), and its count is that list's length. "Awaiting approval" (lib/timesheets/awaiting.ts, the overview,
// bell and mails) is narrower: a locked sheet awaits nobody. The Past due tab is awaiting's: count = list.

let t: DeadlineTenant;
let scope: Scope;
const made = { open: '', locked: '', archived: '', pending: '', approved: '' };

const page = (status: string, extra: Record<string, string> = {}) =>
  listTimesheets(db(), scope, listQuery.parse({ status, per_page: '100', ...extra }), 'company_admin');

beforeAll(async () => {
  t = await deadlineTenant({});
  scope = { tenantId: t.tenantId, tenantSlug: 'deadline-co', tenantName: 'Deadline Co', locationIds: null };
  // Old weeks, all past any deadline.
  const week = (n: number) => daysBefore(dueWeekStartCutoff(utcToday(), 7), 7 * n);
  made.open = (await sheet(t, week(1), 'submitted')).id;
  made.locked = (await sheet(t, week(2), 'submitted', { locked: true })).id;
  made.archived = (await sheet(t, week(3), 'submitted', { archivedAt: new Date() })).id;
  made.pending = (await sheet(t, week(4), 'pending')).id;
  made.approved = (await sheet(t, week(5), 'approved')).id;
});

afterAll(removeDeadlineTenants);

describe('the Submitted tab', () => {
  it('counts exactly what it lists: the submitted sheets, locked ones too, archived ones not', async () => {
    const [counts, list] = await Promise.all([countByStatus(db(), scope), page('submitted')]);
    expect(list.data.map((r) => r._id).sort()).toEqual([made.open, made.locked].sort());
    expect(list.total).toBe(2);
    expect(counts.submitted).toBe(list.total);
  });

  it('agrees at one location too', async () => {
    const [counts, list] = await Promise.all([countByStatus(db(), scope, t.locationId), page('submitted', { location: t.locationId })]);
    expect(counts.submitted).toBe(list.total);
    expect(list.total).toBe(2);
  });

  it('is wider than "awaiting approval": the locked sheet awaits nobody; the Past due tab counts and lists awaiting only', async () => {
    const cutoff = await pastDueCutoff(t.tenantId);
    const [awaiting, counts, pastDue] = await Promise.all([
      approvalCounts(db(), scope, cutoff),
      countByStatus(db(), scope),
      page('past_due'),
    ]);
    expect(awaiting).toEqual({ awaiting: 1, past_due: 1 });
    expect(pastDue.data.map((r) => r._id)).toEqual([made.open]);
    expect(counts.past_due).toBe(pastDue.total);
    expect(counts.past_due).toBe(awaiting.past_due);
  });
});
