import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as overviewRoute from '@/app/api/main/overview/route';
import * as notificationsRoute from '@/app/api/main/notifications/route';
import * as submitRoute from '@/app/api/main/client-portal/timesheets/submit/route';
import * as listRoute from '@/app/api/main/client-portal/timesheets/v2/route';
import * as markRoute from '@/app/api/main/client-portal/timesheets/v2/mark/route';
import { runReminders } from '@/lib/approval-reminders/run';
import { autoLockTenant } from '@/lib/timesheets/auto-lock';
import { db } from '@/lib/db/client';
import type { Overview } from '@/lib/overview/schema';
import { utcToday } from '@/lib/timesheets/deadlines';
import {
  addDays,
  approver,
  contactUser,
  makeWorld,
  outboxOf,
  removeWorlds,
  sheet,
  type Person,
  type World,
} from './approval-reminder-fixtures';
import { call, json, signIn } from './helpers';

/**
 * Issue 22 §6: "awaiting approval" and "past due" mean one thing everywhere. For one contact at one
 * moment the overview, the bell, the Past due tab and the reminder mail name the same number; pending
 * sheets (not submitted yet), locked ones and other sites' are not hers to decide; once she approves
 * them all, the bell holds nothing awaiting her. Deadline: the default 7 days after the week.
 */

const TODAY = utcToday();
/** Weeks whose deadline has passed (past due from today - 14 back). */
const OLD = addDays(TODAY, -30);
const OLDER = addDays(TODAY, -37);
/** A week still within its deadline. */
const RECENT = addDays(TODAY, -8);

type Item = { event: string; title: string; read: boolean };
type Bell = { data: Item[]; unread: number };

let w: World;
let casey: Person;
let admin = '';
let token = '';
/** The sheets awaiting Casey: past due and within the deadline. */
const hers = { pastDue: [] as string[], recent: '' };

const bell = async (t = token): Promise<Bell> => {
  const res = await call(notificationsRoute.GET, 'GET', '/api/main/notifications?limit=50', {
    token: t,
    headers: { 'accept-language': 'en' },
  });
  expect(res.status).toBe(200);
  return json<Bell>(res);
};
const overview = async (t = token): Promise<Overview> => {
  const res = await call(overviewRoute.GET, 'GET', `/api/main/overview?week=${TODAY}`, { token: t });
  const body = await json<{ data: Overview }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
};
const pastDueTab = async (t = token) => {
  const res = await call(listRoute.GET, 'GET', '/api/main/client-portal/timesheets/v2?status=past_due&per_page=100', { token: t });
  const body = await json<{ data: { _id: string; status: string }[]; meta: { totalItems: number } }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
};
/** The leading number of a bell title ("3 timesheets are past due…"). */
const countIn = (title: string) => Number(/^(\d+)/.exec(title)?.[1] ?? NaN);

beforeAll(async () => {
  w = await makeWorld();
  const [north, south] = w.sites;
  casey = await approver(w, 'casey', [north]);
  // Three past due, one recent: submitted by the agency, so Casey is told as the submit tells her.
  const pending = [await sheet(w, north, OLD, 'pending'), await sheet(w, north, OLDER, 'pending'), await sheet(w, north, OLDER, 'pending')];
  const recent = await sheet(w, north, RECENT, 'pending');
  hers.pastDue = pending.map((s) => s.id);
  hers.recent = recent.id;
  // Not hers to decide: still pending (not submitted), locked, at a site not assigned to her.
  await sheet(w, north, OLDER, 'pending');
  await sheet(w, north, OLD, 'submitted', { locked: true });
  await sheet(w, south, OLD, 'submitted');
  [admin, token] = await Promise.all([signIn(w.adminEmail, w.slug), signIn(casey.email, w.slug)]);
  const submitted = await call(submitRoute.POST, 'POST', '/api/main/client-portal/timesheets/submit', {
    token: admin,
    body: { timesheet_ids: [...hers.pastDue, hers.recent] },
  });
  expect(submitted.status).toBe(200);
  await runReminders(db(), w.tenantId);
});

afterAll(removeWorlds);

describe('one meaning of awaiting approval and past due', () => {
  it('gives one contact the same past-due count on the overview, the list, the bell and the reminder mail', async () => {
    const [figures, tab, items] = await Promise.all([overview(), pastDueTab(), bell()]);
    const mail = (await outboxOf(w, 'approval_past_due')).find((r) => r.user_id === casey.userId && r.channel === 'email');
    const pastDueItem = items.data.find((i) => i.event === 'approval_past_due');
    expect(figures.approvals_past_due).toBe(3);
    expect(tab.meta.totalItems).toBe(3);
    expect(tab.data.map((r) => r._id).sort()).toEqual([...hers.pastDue].sort());
    expect(mail?.payload.count).toBe(3);
    expect(countIn(pastDueItem!.title)).toBe(3);
    // Awaiting her at all: the three past due and the recent one, as the submit's bell item says.
    expect(figures.approvals_pending).toBe(4);
    expect(countIn(items.data.find((i) => i.event === 'timesheet_submitted')!.title)).toBe(4);
  });

  it('never counts a pending sheet as past due for her, nor anything for a contact who may not approve', async () => {
    const tab = await pastDueTab();
    expect(tab.data.every((r) => r.status === 'submitted')).toBe(true);
    const viewer = await contactUser(w, 'viewer', [w.sites[0]], { approveTimesheets: false, receiveTimesheetEmails: true });
    const theirs = await signIn(viewer.email, w.slug);
    const [figures, list] = await Promise.all([overview(theirs), pastDueTab(theirs)]);
    expect(figures.approvals_pending).toBe(0);
    expect(figures.approvals_past_due).toBe(0);
    expect(list.meta.totalItems).toBe(0);
  });

  it('resolves the bell items once she has approved them all', async () => {
    const before = await bell();
    expect(before.unread).toBeGreaterThan(0);
    const res = await call(markRoute.PUT, 'PUT', '/api/main/client-portal/timesheets/v2/mark', {
      token,
      body: { timesheet_ids: [...hers.pastDue, hers.recent] },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await bell();
    expect(after.unread).toBe(0);
    const approvals = after.data.filter((i) => i.event === 'timesheet_submitted' || i.event.startsWith('approval_'));
    expect(approvals.length).toBeGreaterThan(0);
    for (const item of approvals) {
      expect(item.read).toBe(true);
      expect(item.title).toMatch(/nothing awaits your approval/);
    }
    const [figures, tab] = await Promise.all([overview(), pastDueTab()]);
    expect(figures.approvals_pending).toBe(0);
    expect(figures.approvals_past_due).toBe(0);
    expect(tab.meta.totalItems).toBe(0);
  });

  it('resolves them too when the auto-lock locks the sheets (a locked sheet awaits nobody)', async () => {
    const locking = await makeWorld({ timesheets: { auto_lock_days: 1 } });
    const dana = await approver(locking, 'dana', [locking.sites[0]]);
    const ids = [
      (await sheet(locking, locking.sites[0], OLD, 'pending')).id,
      (await sheet(locking, locking.sites[0], OLDER, 'pending')).id,
    ];
    const [boss, hersToken] = await Promise.all([signIn(locking.adminEmail, locking.slug), signIn(dana.email, locking.slug)]);
    const submitted = await call(submitRoute.POST, 'POST', '/api/main/client-portal/timesheets/submit', {
      token: boss,
      body: { timesheet_ids: ids },
    });
    expect(submitted.status).toBe(200);
    expect((await bell(hersToken)).unread).toBe(1);
    expect((await autoLockTenant(db(), locking.tenantId)).locked).toBe(2);
    const after = await bell(hersToken);
    expect(after.unread).toBe(0);
    expect(after.data[0]!.title).toMatch(/nothing awaits your approval/);
    expect((await overview(hersToken)).approvals_pending).toBe(0);
  });
});
