import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as settingsRoute from '@/app/api/main/client-portal/[company_id]/settings/route';
import * as remindRoute from '@/app/api/main/client-portal/timesheets/past-due-approvals/remind/route';
import * as lateRoute from '@/app/api/main/client-portal/timesheets/past-due-approvals/route';
import * as companyBackupRoute from '@/app/api/main/companies/[id]/backup-approver/route';
import * as locationBackupRoute from '@/app/api/on-demand/locations/[id]/backup-approver/route';
import { runReminders } from '@/lib/approval-reminders/run';
import type { BackupApprovers } from '@/lib/approval-reminders/backup';
import type { LateApproval } from '@/lib/approval-reminders/queries';
import { db } from '@/lib/db/client';
import { companies, contactLocations, locations, users } from '@/lib/db/schema';
import { utcToday } from '@/lib/timesheets/deadlines';
import {
  addDays,
  approver,
  contactUser,
  deliveredTo,
  makeWorld,
  outboxOf,
  removeWorlds,
  sheet,
  type Person,
  type World,
} from './approval-reminder-fixtures';
import { bodyOf } from './fixtures';
import { call, expectError, signIn } from './helpers';
import { theRow } from '@/lib/db/rows';

/**
 * Issue 11, scope 5 and the backup approver: the agency's Late approvals list with its "remind now",
 * and choosing a backup per company and per location. On the real clock (a week that ended 20 days
 * ago is 7 days late with the default 7-day deadline).
 */

let w: World;
let other: World;
let admin: string;
let otherAdmin: string;
let reader: Person;
let readerToken: string;
let backup: Person;
let lateSheet: { id: string; weekStart: string };
let notYet: { id: string };
let foreign: { id: string };
const today = utcToday();
const LATE = '/api/main/client-portal/timesheets/past-due-approvals';

beforeAll(async () => {
  w = await makeWorld();
  other = await makeWorld();
  reader = await approver(w, 'reader', [w.sites[0]]);
  backup = await contactUser(w, 'backup', [], {});
  lateSheet = await sheet(w, w.sites[0], addDays(today, -20));
  notYet = await sheet(w, w.sites[0], addDays(today, -3));
  await sheet(w, w.sites[0], addDays(today, -27), 'pending');
  foreign = await sheet(other, other.sites[0], addDays(today, -20));
  [admin, otherAdmin, readerToken] = await Promise.all([
    signIn(w.adminEmail, w.slug),
    signIn(other.adminEmail, other.slug),
    signIn(reader.email, w.slug),
  ]);
});
afterAll(removeWorlds);

const list = (token: string) => call(lateRoute.GET, 'GET', LATE, { token });
const remind = (token: string, ids: string[]) => call(remindRoute.POST, 'POST', `${LATE}/remind`, { token, body: { timesheet_ids: ids } });

describe('the Late approvals list (staff)', () => {
  it('lists the submitted timesheets past their deadline with due date, days late, approvers, backup and when they were last reminded', async () => {
    await db().update(companies).set({ backupApproverId: backup.userId }).where(eq(companies.id, w.companyId));
    const site = theRow(await db().select().from(locations).where(eq(locations.id, w.sites[0])));
    const before = await bodyOf<{ data: LateApproval[]; meta: { totalItems: number } }>(await list(admin));
    expect(before.meta.totalItems).toBe(1);
    expect(before.data).toEqual([
      {
        _id: lateSheet.id,
        week_start: lateSheet.weekStart,
        worker: expect.stringMatching(/^Wes Worker /),
        location: { _id: w.sites[0], name: site.name },
        company: { _id: w.companyId, name: `Client ${w.tag}` },
        due_date: addDays(lateSheet.weekStart, 13),
        days_late: 7,
        approvers: [reader.name],
        last_reminded_at: null,
        backup_approver: backup.name,
      },
    ]);

    await runReminders(db(), w.tenantId);
    const after = (await bodyOf<{ data: LateApproval[] }>(await list(admin))).data[0]!;
    expect(Date.now() - Date.parse(after.last_reminded_at!)).toBeLessThan(60_000);
    // Another tenant's list holds its own only.
    expect((await bodyOf<{ data: LateApproval[] }>(await list(otherAdmin))).data.map((r) => r._id)).toEqual([foreign.id]);
  });

  it("is the agency's: a contact is refused", async () => {
    await expectError(await list(readerToken), 403, 'forbidden');
    await expectError(await remind(readerToken, [lateSheet.id]), 403, 'forbidden');
  });

  it('remind now sends a past-due reminder at once to the approvers, once per 10 minutes for the same timesheets', async () => {
    const res = await bodyOf<{ data: { approvers: number; timesheets: number; skipped: string[] } }>(await remind(admin, [lateSheet.id]));
    expect(res.data).toEqual({ approvers: 1, timesheets: 1, skipped: [] });
    const rows = (await outboxOf(w, 'approval_past_due')).filter(
      (r) => r.channel === 'email' && r.idempotency_key.startsWith('approval-remind:'),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: reader.userId,
      payload: { count: 1, timesheet_ids: [lateSheet.id], due_date: addDays(lateSheet.weekStart, 13) },
    });
    expect((await deliveredTo([reader, backup])).filter((m) => m.to === reader.email).length).toBeGreaterThan(0);

    const again = await expectError(await remind(admin, [lateSheet.id]), 429, 'rate_limited');
    expect(again.message).toMatch(/10 minutes/);
    // A different set is its own: the one not yet due is skipped, the late one reminded again.
    const mixed = await bodyOf<{ data: { skipped: string[] } }>(await remind(admin, [lateSheet.id, notYet.id]));
    expect(mixed.data.skipped).toEqual([notYet.id]);
  });

  it("remind now refuses timesheets none of which is late (409) and another tenant's (404)", async () => {
    await expectError(await remind(admin, [notYet.id]), 409, 'conflict');
    await expectError(await remind(admin, [foreign.id]), 404, 'not_found');
    await expectError(await remind(admin, []), 400, 'bad_request');
  });
});

describe('the backup approver of a company and of a location', () => {
  const companyPath = () => `/api/main/companies/${w.companyId}/backup-approver`;
  const putCompany = (token: string, userId: string | null, id = w.companyId) =>
    call(companyBackupRoute.PUT, 'PUT', `/api/main/companies/${id}/backup-approver`, { token, params: { id }, body: { user_id: userId } });
  const putLocation = (token: string, userId: string | null, id = w.sites[1]) =>
    call(locationBackupRoute.PUT, 'PUT', `/api/on-demand/locations/${id}/backup-approver`, {
      token,
      params: { id },
      body: { user_id: userId },
    });

  it("offers and accepts only active portal users of the company's own contacts: not another company's, an inactive one or staff (400)", async () => {
    const elsewhere = theRow(
      await db()
        .insert(companies)
        .values({ tenantId: w.tenantId, name: `Elsewhere ${w.tag}` })
        .returning(),
    );
    const outsider = await contactUser(w, 'outsider', [], {}, { companyId: elsewhere.id });
    const inactive = await contactUser(w, 'inactive', [], {}, { active: false });
    const got = await bodyOf<{ data: BackupApprovers }>(
      await call(companyBackupRoute.GET, 'GET', companyPath(), { token: admin, params: { id: w.companyId } }),
    );
    const offered = got.data.options.map((o) => o._id);
    expect(offered).toEqual(expect.arrayContaining([reader.userId, backup.userId]));
    expect(offered).not.toContain(outsider.userId);
    expect(offered).not.toContain(inactive.userId);
    expect(got.data.locations.map((l) => l._id).sort()).toEqual([...w.sites].sort());

    const staff = theRow(await db().select({ id: users.id }).from(users).where(eq(users.email, w.adminEmail)));
    for (const wrong of [outsider.userId, inactive.userId, staff.id]) {
      const refused = await expectError(await putCompany(admin, wrong), 400, 'bad_request');
      expect(refused.message).toMatch(/contacts/);
      await expectError(await putLocation(admin, wrong), 400, 'bad_request');
    }
  });

  it("saves, shows and clears them; the location's wins in the escalation", async () => {
    const saved = await bodyOf<{ data: BackupApprovers }>(await putCompany(admin, reader.userId));
    expect(saved.data.company).toBe(reader.userId);
    const site = await bodyOf<{ data: BackupApprovers }>(await putLocation(admin, backup.userId));
    expect(site.data.locations.find((l) => l._id === w.sites[1])?.backup_approver_id).toBe(backup.userId);
    const row = theRow(await db().select().from(locations).where(eq(locations.id, w.sites[1])));
    expect(row.backupApproverId).toBe(backup.userId);

    // South has no approver; its late week escalates to the location's backup, not the company's.
    const southLate = await sheet(w, w.sites[1], addDays(today, -30));
    await runReminders(db(), w.tenantId);
    const escalated = (await outboxOf(w, 'approval_escalated')).filter(
      (r) => r.channel === 'email' && (r.payload.timesheet_ids as string[]).includes(southLate.id),
    );
    expect(escalated.map((r) => r.user_id)).toEqual([backup.userId]);

    expect((await bodyOf<{ data: BackupApprovers }>(await putCompany(admin, null))).data.company).toBeNull();
    expect(
      (await bodyOf<{ data: BackupApprovers }>(await putLocation(admin, null))).data.locations.every((l) => l.backup_approver_id === null),
    ).toBe(true);
  });

  it("refuses another tenant's company or location (404) and a contact (403)", async () => {
    await expectError(await putCompany(otherAdmin, null), 404, 'not_found');
    await expectError(await putLocation(otherAdmin, null), 404, 'not_found');
    await expectError(await putCompany(readerToken, null), 403, 'forbidden');
    await expectError(await putLocation(readerToken, null), 403, 'forbidden');
  });
});

describe('the reminder settings through the settings API', () => {
  const put = (token: string, part: unknown, slug = w.slug) => {
    const form = new FormData();
    form.set('approval_reminders', JSON.stringify(part));
    return call(settingsRoute.PUT, 'PUT', `/api/main/client-portal/${slug}/settings`, { token, form, params: { company_id: slug } });
  };

  it('saves approval_reminders and refuses values out of range', async () => {
    const saved = await bodyOf<{ data: { approval_reminders: unknown } }>(
      await put(admin, { due_soon_hours: 12, past_due_every_hours: 0, escalate_after_hours: 336, digest_weekday: 'friday' }),
    );
    expect(saved.data.approval_reminders).toEqual({
      due_soon_hours: 12,
      past_due_every_hours: 0,
      escalate_after_hours: 336,
      digest_weekday: 'friday',
    });
    for (const wrong of [
      { due_soon_hours: 169 },
      { escalate_after_hours: 337 },
      { past_due_every_hours: 1.5 },
      { digest_weekday: 'someday' },
      { due_soon_hours: -1 },
    ]) {
      await expectError(await put(admin, wrong), 400, 'bad_request');
    }
  });
});

// The contact-location link is what makes an approver: removing it stops her reminders at once.
describe('an approver unassigned from the location', () => {
  it('gets no more reminders of it', async () => {
    const x = await makeWorld();
    const gone = await approver(x, 'gone', [x.sites[0]]);
    await sheet(x, x.sites[0], addDays(today, -20));
    await db().delete(contactLocations).where(eq(contactLocations.contactId, gone.contactId));
    await runReminders(db(), x.tenantId);
    expect(await outboxOf(x)).toEqual([]);
  });
});
