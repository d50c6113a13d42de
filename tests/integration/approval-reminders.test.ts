import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runReminders } from '@/lib/approval-reminders/run';
import { db } from '@/lib/db/client';
import { companies, locations, notifications } from '@/lib/db/schema';
import {
  addDays,
  approver,
  contactUser,
  deliveredTo,
  emailedFor,
  makeWorld,
  optOut,
  outboxOf,
  removeWorlds,
  setReminders,
  sheet,
  sorted,
  type World,
} from './approval-reminder-fixtures';
import { theRow } from '@/lib/db/rows';

/**
 * Issue 11, scope 1 and 4: reminders before and after the approval deadline, escalation to the backup
 * approver and the weekly digest, run by the reminder job at an injected clock. Deadline 7 days after
 * the week (the default): a week starting 25 Feb 2030 is due on 10 Mar and past due from 11 Mar 00:00.
 */

/** Wednesday 13 March 2030, 10:00 UTC. */
const NOW = new Date('2030-03-13T10:00:00Z');
const later = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
/** Deadline 11 Mar 00:00: 58 hours past at NOW (due date 10 Mar). */
const PAST = '2030-02-25';
/** Deadline 12 Mar 00:00: 34 hours past at NOW. */
const RECENT = '2030-02-26';
/** Deadline 14 Mar 00:00: 14 hours ahead at NOW (due date 13 Mar). */
const SOON = '2030-02-28';
/** Deadline 15 Mar 00:00: 38 hours ahead at NOW. */
const LATER = '2030-03-01';
/** Deadline 18 Mar 00:00: days ahead. */
const FRESH = '2030-03-04';

const run = (w: World, now: Date, batch?: number) => runReminders(db(), w.tenantId, { now, batch });

afterAll(removeWorlds);

describe('approval reminders reach the right approvers', () => {
  it('approval_due_soon goes to the approvers of the location only: not a contact of another location, with receive emails or approve off, inactive, opted out, or of another tenant', async () => {
    const w = await makeWorld();
    const other = await makeWorld();
    const [north, south] = w.sites;
    const reader = await approver(w, 'reader', [north]);
    const quiet = await contactUser(w, 'quiet', [north], { approveTimesheets: true, receiveTimesheetEmails: false });
    const noApprove = await contactUser(w, 'noapprove', [north], { approveTimesheets: false, receiveTimesheetEmails: true });
    const southOnly = await approver(w, 'southonly', [south]);
    const gone = await contactUser(w, 'gone', [north], { approveTimesheets: true, receiveTimesheetEmails: true }, { active: false });
    const opted = await approver(w, 'opted', [north]);
    await optOut(w, opted, 'approval_due_soon', 'email');
    const stranger = await approver(other, 'stranger', [other.sites[0]]);
    const mine = await sheet(w, north, SOON);
    const theirs = await sheet(other, other.sites[0], SOON);

    await run(w, NOW);

    expect(await emailedFor(w, 'approval_due_soon')).toEqual([reader.userId]);
    const row = theRow(await outboxOf(w, 'approval_due_soon'));
    expect(row.payload).toEqual({ count: 1, due_date: '2030-03-13', timesheet_ids: [mine.id], link: '/timesheets?status=submitted' });
    // The opt-out is of email only: the bell still has it.
    const bell = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenantId, w.tenantId), eq(notifications.event, 'approval_due_soon')));
    expect(sorted(bell.map((n) => n.userId))).toEqual(sorted([reader.userId, opted.userId]));
    expect(await outboxOf(other)).toEqual([]);

    await run(other, NOW);
    expect(await emailedFor(other, 'approval_due_soon')).toEqual([stranger.userId]);
    expect((await outboxOf(other, 'approval_due_soon'))[0]!.payload.timesheet_ids).toEqual([theirs.id]);

    const mails = await deliveredTo([reader, quiet, noApprove, southOnly, gone, opted, stranger]);
    expect(sorted(mails.map((m) => m.to))).toEqual(sorted([reader.email, stranger.email]));
    const mail = mails.find((m) => m.to === reader.email)!;
    expect(mail.tenantId).toBe(w.tenantId);
    // The reminder's button is a one-click approval link for her late timesheets.
    expect(mail.text).toMatch(/Review and approve: http:\/\/localhost:3000\/approve\/[\w-]+/);
  });

  it('approval_past_due and the digest skip the same people; nothing of a timesheet that is not submitted, is archived or is locked', async () => {
    const w = await makeWorld({ approval_reminders: { digest_weekday: 'wednesday' } });
    const [north, south] = w.sites;
    const reader = await approver(w, 'reader', [north]);
    const quiet = await contactUser(w, 'quiet', [north], { approveTimesheets: true, receiveTimesheetEmails: false });
    const southOnly = await approver(w, 'southonly', [south]);
    const opted = await approver(w, 'opted', [north]);
    await optOut(w, opted, 'approval_past_due');
    await optOut(w, opted, 'approval_digest');
    const late = await sheet(w, north, PAST);
    await sheet(w, north, '2030-02-24', 'pending');
    await sheet(w, north, '2030-02-23', 'approved');
    await sheet(w, north, '2030-02-22', 'submitted', { archivedAt: new Date() });
    await sheet(w, north, '2030-02-21', 'submitted', { locked: true });

    await run(w, NOW);

    expect(await emailedFor(w, 'approval_past_due')).toEqual([reader.userId]);
    expect(await emailedFor(w, 'approval_digest')).toEqual([reader.userId]);
    const past = theRow(await outboxOf(w, 'approval_past_due'));
    expect(past.payload).toEqual({ count: 1, due_date: '2030-03-10', timesheet_ids: [late.id], link: '/timesheets?status=past_due' });
    // A past-due timesheet is not also "due soon".
    expect(await outboxOf(w, 'approval_due_soon')).toEqual([]);
    const mails = await deliveredTo([reader, quiet, southOnly, opted]);
    expect(mails.map((m) => m.to)).toEqual([reader.email, reader.email]);
  });

  it('running the job twice in a period sends once (outbox rows and mails)', async () => {
    const w = await makeWorld({ approval_reminders: { digest_weekday: 'wednesday' } });
    const reader = await approver(w, 'reader', [w.sites[0]]);
    await sheet(w, w.sites[0], PAST);
    await sheet(w, w.sites[0], SOON);

    await run(w, NOW);
    await run(w, NOW);
    await run(w, later(0.25));

    const rows = (await outboxOf(w)).filter((r) => r.channel === 'email');
    expect(rows.map((r) => r.event).sort()).toEqual(['approval_digest', 'approval_due_soon', 'approval_past_due']);
    expect(await deliveredTo([reader])).toHaveLength(3);
    await run(w, later(0.5));
    expect(await deliveredTo([reader])).toHaveLength(3);
  });

  it('works through a tenant in bounded steps: with one approver per step each still gets hers once', async () => {
    const w = await makeWorld();
    const people = [await approver(w, 'ann', [w.sites[0]]), await approver(w, 'bob', [w.sites[0]]), await approver(w, 'cat', [w.sites[1]])];
    const backup = await contactUser(w, 'backup', [], {});
    await db().update(companies).set({ backupApproverId: backup.userId }).where(eq(companies.id, w.companyId));
    await sheet(w, w.sites[0], SOON);
    await sheet(w, w.sites[1], SOON);
    await sheet(w, w.sites[0], PAST);
    await sheet(w, w.sites[1], PAST);

    await run(w, NOW, 1);

    expect(await emailedFor(w, 'approval_due_soon')).toEqual(sorted(people.map((p) => p.userId)));
    expect(await emailedFor(w, 'approval_past_due')).toEqual(sorted(people.map((p) => p.userId)));
    // Two late location-weeks, one per step: both escalated.
    expect(await emailedFor(w, 'approval_escalated')).toEqual([backup.userId, backup.userId]);
  });
});

describe('the reminder settings change what is sent and when', () => {
  it('approval_reminders.due_soon_hours: 0 sends no due-soon reminder; 48 reaches a deadline 38 hours ahead that 24 does not', async () => {
    const w = await makeWorld({ approval_reminders: { due_soon_hours: 0 } });
    const reader = await approver(w, 'reader', [w.sites[0]]);
    const soon = await sheet(w, w.sites[0], SOON);
    const next = await sheet(w, w.sites[0], LATER);

    await run(w, NOW);
    expect(await outboxOf(w, 'approval_due_soon')).toEqual([]);

    await setReminders(w, { due_soon_hours: 24 });
    await run(w, NOW);
    expect((await outboxOf(w, 'approval_due_soon')).map((r) => r.payload.timesheet_ids)).toEqual([[soon.id]]);

    await setReminders(w, { due_soon_hours: 48 });
    await run(w, NOW);
    const rows = await outboxOf(w, 'approval_due_soon');
    expect(rows.map((r) => r.payload)).toEqual([
      { count: 1, due_date: '2030-03-13', timesheet_ids: [soon.id], link: '/timesheets?status=submitted' },
      { count: 1, due_date: '2030-03-14', timesheet_ids: [next.id], link: '/timesheets?status=submitted' },
    ]);
    expect(rows.every((r) => r.user_id === reader.userId)).toBe(true);
  });

  it('approval_reminders.past_due_every_hours: 24 repeats the next day, not hours later; 6 repeats six hours later; 0 sends none', async () => {
    const daily = await makeWorld();
    await approver(daily, 'reader', [daily.sites[0]]);
    await sheet(daily, daily.sites[0], PAST);
    for (const at of [NOW, later(1), later(6)]) await run(daily, at);
    expect(await emailedFor(daily, 'approval_past_due')).toHaveLength(1);
    await run(daily, later(24));
    expect(await emailedFor(daily, 'approval_past_due')).toHaveLength(2);

    const often = await makeWorld({ approval_reminders: { past_due_every_hours: 6 } });
    await approver(often, 'reader', [often.sites[0]]);
    await sheet(often, often.sites[0], PAST);
    for (const at of [NOW, later(1)]) await run(often, at);
    expect(await emailedFor(often, 'approval_past_due')).toHaveLength(1);
    await run(often, later(6));
    expect(await emailedFor(often, 'approval_past_due')).toHaveLength(2);

    const never = await makeWorld({ approval_reminders: { past_due_every_hours: 0 } });
    await approver(never, 'reader', [never.sites[0]]);
    await sheet(never, never.sites[0], PAST);
    for (const at of [NOW, later(24), later(48)]) await run(never, at);
    expect(await outboxOf(never, 'approval_past_due')).toEqual([]);
  });

  it("approval_reminders.escalate_after_hours: escalates once to the location's backup over the company's, only after the hours have passed", async () => {
    const w = await makeWorld();
    const [north, south] = w.sites;
    const reader = await approver(w, 'reader', [north, south]);
    const siteBackup = await contactUser(w, 'sitebackup', [], {});
    const companyBackup = await contactUser(w, 'companybackup', [], {});
    await db().update(locations).set({ backupApproverId: siteBackup.userId }).where(eq(locations.id, north));
    await db().update(companies).set({ backupApproverId: companyBackup.userId }).where(eq(companies.id, w.companyId));
    const northLate = await sheet(w, north, PAST);
    const southLate = await sheet(w, south, PAST);
    const recent = await sheet(w, north, RECENT);

    await run(w, NOW);
    await run(w, later(0.25));
    const rows = (await outboxOf(w, 'approval_escalated')).filter((r) => r.channel === 'email');
    expect(rows.map((r) => [r.user_id, r.payload])).toEqual(
      expect.arrayContaining([
        [
          siteBackup.userId,
          { count: 1, due_date: '2030-03-10', approver: reader.name, timesheet_ids: [northLate.id], link: '/timesheets?status=past_due' },
        ],
        [
          companyBackup.userId,
          { count: 1, due_date: '2030-03-10', approver: reader.name, timesheet_ids: [southLate.id], link: '/timesheets?status=past_due' },
        ],
      ]),
    );
    expect(rows).toHaveLength(2);
    // The week that is 34 hours late escalates when it is 48 hours late, not before.
    await run(w, later(13));
    expect(await emailedFor(w, 'approval_escalated')).toHaveLength(2);
    await run(w, later(14));
    const after = (await outboxOf(w, 'approval_escalated')).filter((r) => r.channel === 'email');
    expect(after).toHaveLength(3);
    expect(after[2]!.user_id).toBe(siteBackup.userId);
    expect(after[2]!.payload.timesheet_ids).toEqual([recent.id]);
    expect(after.some((r) => r.user_id === reader.userId)).toBe(false);

    // 72 hours: the week 58 hours late waits 14 hours more; 0: never.
    const slow = await makeWorld({ approval_reminders: { escalate_after_hours: 72 } });
    await approver(slow, 'reader', [slow.sites[0]]);
    const slowBackup = await contactUser(slow, 'backup', [], {});
    await db().update(companies).set({ backupApproverId: slowBackup.userId }).where(eq(companies.id, slow.companyId));
    await sheet(slow, slow.sites[0], PAST);
    await run(slow, NOW);
    expect(await outboxOf(slow, 'approval_escalated')).toEqual([]);
    await run(slow, later(14));
    expect(await emailedFor(slow, 'approval_escalated')).toEqual([slowBackup.userId]);

    await setReminders(slow, { escalate_after_hours: 0 });
    await sheet(slow, slow.sites[1], PAST);
    await run(slow, later(48));
    expect(await emailedFor(slow, 'approval_escalated')).toEqual([slowBackup.userId]);
  });

  it("a backup who is herself one of the late approvers is passed over for the company's; a site nobody approves names the site", async () => {
    const w = await makeWorld();
    const [north, south] = w.sites;
    const reader = await approver(w, 'reader', [north]);
    const companyBackup = await contactUser(w, 'companybackup', [], {});
    await db().update(locations).set({ backupApproverId: reader.userId }).where(eq(locations.id, north));
    await db().update(companies).set({ backupApproverId: companyBackup.userId }).where(eq(companies.id, w.companyId));
    await sheet(w, north, PAST);
    await sheet(w, south, PAST);

    await run(w, NOW);

    const rows = (await outboxOf(w, 'approval_escalated')).filter((r) => r.channel === 'email');
    expect(rows.map((r) => r.user_id)).toEqual([companyBackup.userId, companyBackup.userId]);
    const site = theRow(await db().select().from(locations).where(eq(locations.id, south)));
    expect(rows.map((r) => r.payload.approver).sort()).toEqual([reader.name, site.name].sort());
  });

  it('approval_reminders.digest_weekday: the digest goes on its weekday only, once per ISO week, counting everything awaiting the approver', async () => {
    const w = await makeWorld({ approval_reminders: { digest_weekday: 'wednesday' } });
    const [north, south] = w.sites;
    const reader = await approver(w, 'reader', [north]);
    const mine = [await sheet(w, north, PAST), await sheet(w, north, SOON), await sheet(w, north, FRESH)];
    await sheet(w, south, FRESH);

    await run(w, NOW);
    await run(w, later(2));
    await run(w, later(24));
    const rows = (await outboxOf(w, 'approval_digest')).filter((r) => r.channel === 'email');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: reader.userId, idempotency_key: `approval-digest:2030-W11:${reader.userId}:email` });
    expect(rows[0]!.payload).toEqual({ count: 3, timesheet_ids: mine.map((s) => s.id), link: '/timesheets?status=submitted' });
    await run(w, later(24 * 7));
    expect(await emailedFor(w, 'approval_digest')).toHaveLength(2);

    const thursday = await makeWorld({ approval_reminders: { digest_weekday: 'thursday' } });
    await approver(thursday, 'reader', [thursday.sites[0]]);
    await sheet(thursday, thursday.sites[0], FRESH);
    await run(thursday, NOW);
    expect(await outboxOf(thursday, 'approval_digest')).toEqual([]);
    await run(thursday, later(24));
    expect(await emailedFor(thursday, 'approval_digest')).toHaveLength(1);

    const off = await makeWorld({ approval_reminders: { digest_weekday: 'off' } });
    await approver(off, 'reader', [off.sites[0]]);
    await sheet(off, off.sites[0], FRESH);
    for (let day = 0; day < 7; day++) await run(off, later(24 * day));
    expect(await outboxOf(off, 'approval_digest')).toEqual([]);
  });

  it('with every reminder switched off nothing is sent', async () => {
    const w = await makeWorld({
      approval_reminders: { due_soon_hours: 0, past_due_every_hours: 0, escalate_after_hours: 0, digest_weekday: 'off' },
    });
    const reader = await approver(w, 'reader', [w.sites[0]]);
    const backup = await contactUser(w, 'backup', [], {});
    await db().update(companies).set({ backupApproverId: backup.userId }).where(eq(companies.id, w.companyId));
    for (const week of [PAST, RECENT, SOON, LATER]) await sheet(w, w.sites[0], week);
    for (let hour = 0; hour < 24 * 8; hour += 12) await run(w, later(hour));
    expect(await outboxOf(w)).toEqual([]);
    expect(await deliveredTo([reader, backup])).toEqual([]);
  });

  it('the deadline setting moves the reminders: with approval_deadline_days 0 the week just ended is past due', async () => {
    const w = await makeWorld({ timesheets: { approval_deadline_days: 0 } });
    await approver(w, 'reader', [w.sites[0]]);
    const week = await sheet(w, w.sites[0], addDays('2030-03-13', -7));
    await run(w, NOW);
    const row = (await outboxOf(w, 'approval_past_due')).filter((r) => r.channel === 'email')[0]!;
    expect(row.payload).toMatchObject({ due_date: '2030-03-12', timesheet_ids: [week.id] });
  });
});
