import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '@/app/api/main/notifications/route';
import * as readRoute from '@/app/api/main/notifications/[id]/read/route';
import * as readAllRoute from '@/app/api/main/notifications/read-all/route';
import * as preferencesRoute from '@/app/api/main/notifications/preferences/route';
import { db } from '@/lib/db/client';
import { notificationOptOuts, notifications, notificationSettings } from '@/lib/db/schema';
import { addOptOut, optedOut } from '@/lib/notifications/opt-outs';
import type { NotificationList, PreferencesMatrix } from '@/lib/notification-centre/schema';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
} from '@/lib/notification-settings/events';
import type { NotificationPayloads } from '@/lib/notifications/payloads';
import { bodyOf, demoSessions } from './fixtures';
import { call, expectError, userByEmail } from './helpers';
import { atLeast } from '@/tests/support/present';

/**
 * The in-app notification centre (issue 11): each user reads, marks and tunes her own notifications
 * only. Rows are written directly here, as notify() writes them in production.
 */

const demo = demoSessions(['admin', 'recruiter', 'contact'], ['admin']);
const ids = { admin: '', recruiter: '', contact: '', globexAdmin: '' };

const LIST = '/api/main/notifications';
const PREFS = '/api/main/notifications/preferences';
const list = (token: string, query = '', headers?: Record<string, string>) =>
  call(listRoute.GET, 'GET', `${LIST}${query ? `?${query}` : ''}`, { token, headers });
const markRead = (token: string, id: string) => call(readRoute.POST, 'POST', `${LIST}/${id}/read`, { token, params: { id } });
const readAll = (token: string, query = '') => call(readAllRoute.POST, 'POST', `${LIST}/read-all${query ? `?${query}` : ''}`, { token });
const getPrefs = (token: string) => call(preferencesRoute.GET, 'GET', PREFS, { token });
const putPrefs = (token: string, settings: { event: string; channel: string; enabled: boolean }[]) =>
  call(preferencesRoute.PUT, 'PUT', PREFS, { token, body: { settings } });

let seq = 0;
/** One notification row, `minutesAgo` old, as notify() would write it. */
async function notify<E extends NotificationEvent>(
  tenantId: string,
  userId: string,
  event: E,
  payload: NotificationPayloads[E],
  opts: { link?: string | null; read?: boolean; minutesAgo?: number } = {},
): Promise<string> {
  const createdAt = new Date(Date.now() - (opts.minutesAgo ?? 0) * 60_000);
  const row = (
    await db()
      .insert(notifications)
      .values({
        tenantId,
        userId,
        event,
        idempotencyKey: `centre-test-${++seq}-${Date.now()}`,
        payload,
        link: opts.link ?? null,
        readAt: opts.read ? createdAt : null,
        createdAt,
      })
      .returning({ id: notifications.id })
  )[0]!;
  return row.id;
}

const everyone = () => Object.values(ids);
async function clearRows() {
  await db().delete(notifications).where(inArray(notifications.userId, everyone()));
  await db().delete(notificationOptOuts).where(inArray(notificationOptOuts.userId, everyone()));
}

// The company's own cells this file sets, restored afterwards (another file may have saved acme's matrix).
const COMPANY_OFF: { event: NotificationEvent; channel: NotificationChannel } = { event: 'ticket_replied', channel: 'email' };
const COMPANY_ON: { event: NotificationEvent; channel: NotificationChannel } = { event: 'timesheet_submitted', channel: 'email' };
let savedCompanyRows: (typeof notificationSettings.$inferSelect)[] = [];
const companyCell = (c: { event: string; channel: string }) =>
  and(eq(notificationSettings.tenantId, demo.acmeId), eq(notificationSettings.event, c.event), eq(notificationSettings.channel, c.channel));

async function setCompanyCell(c: { event: NotificationEvent; channel: NotificationChannel }, enabled: boolean) {
  await db()
    .insert(notificationSettings)
    .values({ tenantId: demo.acmeId, ...c, enabled })
    .onConflictDoUpdate({
      target: [notificationSettings.tenantId, notificationSettings.event, notificationSettings.channel],
      set: { enabled },
    });
}

beforeAll(async () => {
  ids.admin = (await userByEmail('admin@acme.test')).user.id;
  ids.recruiter = (await userByEmail('recruiter@acme.test')).user.id;
  ids.contact = (await userByEmail('contact@acme.test')).user.id;
  ids.globexAdmin = (await userByEmail('admin@globex.test')).user.id;
  await clearRows();
  savedCompanyRows = await db()
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.tenantId, demo.acmeId), inArray(notificationSettings.event, [COMPANY_OFF.event, COMPANY_ON.event])));
  await setCompanyCell(COMPANY_OFF, false);
  await setCompanyCell(COMPANY_ON, true);
});

afterAll(async () => {
  await clearRows();
  for (const c of [COMPANY_OFF, COMPANY_ON]) await db().delete(notificationSettings).where(companyCell(c));
  if (savedCompanyRows.length) await db().insert(notificationSettings).values(savedCompanyRows).onConflictDoNothing();
});

describe('the notification list', () => {
  const mine: Record<string, string> = {};

  beforeAll(async () => {
    mine.oldRead = await notify(
      demo.acmeId,
      ids.admin,
      'application_received',
      { candidate: 'Ada Lovelace', job: 'Forklift driver' },
      { read: true, minutesAgo: 60, link: '/applications' },
    );
    mine.rejected = await notify(
      demo.acmeId,
      ids.admin,
      'timesheet_rejected',
      { worker: 'Grace Hopper', location: 'Dock 1', week_start: '2024-02-05', by: 'Casey Contact', reason: 'Wrong hours on Tuesday' },
      { minutesAgo: 30, link: '/timesheets/view/00000000-0000-4000-8000-000000000001' },
    );
    mine.evil = await notify(
      demo.acmeId,
      ids.admin,
      'order_created',
      { company: 'Northwind Logistics', position: 'Packer', headcount: 3 },
      { minutesAgo: 10, link: '//evil.example/steal' },
    );
    mine.newest = await notify(
      demo.acmeId,
      ids.admin,
      'timesheet_submitted',
      { count: 4, worker: 'Alan Turing', location: 'Dock 2', week_start: '2024-02-12', timesheet_ids: [] },
      { minutesAgo: 1 },
    );
    mine.recruiters = await notify(demo.acmeId, ids.recruiter, 'placement_created', {
      candidate: 'Ada Lovelace',
      company: 'Northwind Logistics',
      position: 'Packer',
    });
    mine.globex = await notify(demo.globexId, ids.globexAdmin, 'ticket_replied', { subject: 'Invoice question' });
  });

  it('shows a user her own notifications only, newest first, titled in English by default, with the unread count', async () => {
    const body = await bodyOf<NotificationList>(await list(demo.admin));
    expect(body.data.map((n) => n._id)).toEqual([mine.newest, mine.evil, mine.rejected, mine.oldRead]);
    expect(body.total).toBe(4);
    expect(body.unread).toBe(3);
    expect(body.data.map((n) => n.read)).toEqual([false, false, false, true]);
    const [newest, evil, rejected, oldRead] = atLeast(body.data, 4);
    expect(newest.title).toBe('4 timesheets await your approval');
    expect(newest.body).toBe('Including Alan Turing at Dock 2, week of Feb 12, 2024');
    expect(rejected.title).toBe('Casey Contact rejected the timesheet of Grace Hopper at Dock 1, week of Feb 5, 2024');
    expect(rejected.body).toBe('Reason: Wrong hours on Tuesday');
    expect(rejected.link).toBe('/timesheets/view/00000000-0000-4000-8000-000000000001');
    expect(oldRead).toMatchObject({
      event: 'application_received',
      title: 'Ada Lovelace applied for Forklift driver',
      link: '/applications',
      read: true,
    });
    expect(oldRead.body).toBeUndefined();
    expect(evil.title).toBe('New order from Northwind Logistics: 3 workers as Packer');
    // A stored link that would leave the site is never handed to the browser.
    expect(evil.link).toBeNull();
    expect(new Date(newest.created_at).getTime()).toBeGreaterThan(new Date(evil.created_at).getTime());
  });

  it("never lists another user's or another tenant's notifications", async () => {
    const recruiter = await bodyOf<NotificationList>(await list(demo.recruiter));
    expect(recruiter.data.map((n) => n._id)).toEqual([mine.recruiters]);
    expect(recruiter.unread).toBe(1);
    const contact = await bodyOf<NotificationList>(await list(demo.contact));
    expect(contact).toMatchObject({ data: [], total: 0, unread: 0 });
    const globex = await bodyOf<NotificationList>(await list(demo.globexAdmin));
    expect(globex.data.map((n) => n._id)).toEqual([mine.globex]);
  });

  it('filters unread and pages', async () => {
    const unread = await bodyOf<NotificationList>(await list(demo.admin, 'unread=true'));
    expect(unread.data.map((n) => n._id)).toEqual([mine.newest, mine.evil, mine.rejected]);
    expect(unread.total).toBe(3);
    const page2 = await bodyOf<NotificationList>(await list(demo.admin, 'limit=3&page=2'));
    expect(page2.data.map((n) => n._id)).toEqual([mine.oldRead]);
    expect(page2).toMatchObject({ total: 4, unread: 3, meta: { totalItems: 4, page: 2, per_page: 3 } });
    await expectError(await list(demo.admin, 'limit=101'), 400, 'bad_request');
    await expectError(await list(demo.admin, 'unread=yes'), 400, 'bad_request');
  });

  it("renders titles and dates in the request's language: the cookie first, then Accept-Language", async () => {
    const german = await bodyOf<NotificationList>(await list(demo.admin, '', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' }));
    expect(german.data[2]!.title).toBe('Casey Contact hat den Stundenzettel von Grace Hopper bei Dock 1, Woche vom 05.02.2024, abgelehnt');
    expect(german.data[2]!.body).toBe('Grund: Wrong hours on Tuesday');
    const french = await call(listRoute.GET, 'GET', LIST, {
      headers: { cookie: `session=${demo.admin}; NEXT_LOCALE=fr`, 'accept-language': 'de' },
    });
    expect((await bodyOf<NotificationList>(french)).data[0]!.title).toBe('4 feuilles de temps attendent votre validation');
    for (const locale of ['ar', 'es', 'it', 'ru', 'zh']) {
      const other = await bodyOf<NotificationList>(await list(demo.admin, '', { 'accept-language': locale }));
      expect(other.data.every((n) => n.title.length > 0 && !n.title.includes('notificationCentre'))).toBe(true);
      expect(other.data[0]!.title).not.toBe('4 timesheets await your approval');
    }
  });

  it('renders a row whose payload lost fields, or whose event is retired, instead of failing', async () => {
    const broken = await db()
      .insert(notifications)
      .values({
        tenantId: demo.acmeId,
        userId: ids.contact,
        event: 'retired_event',
        idempotencyKey: 'centre-test-retired',
        payload: {},
      })
      .returning({ id: notifications.id });
    const partial = await db()
      .insert(notifications)
      .values({
        tenantId: demo.acmeId,
        userId: ids.contact,
        event: 'shift_requested',
        idempotencyKey: 'centre-test-partial',
        payload: { location: 'Dock 1', date: 'soon' },
      })
      .returning({ id: notifications.id });
    const body = await bodyOf<NotificationList>(await list(demo.contact));
    const byId = Object.fromEntries(body.data.map((n) => [n._id, n]));
    expect(byId[broken[0]!.id]!.title).toBe('Notification');
    expect(byId[partial[0]!.id]!.title).toBe('Shift requested at Dock 1:  on soon');
    await db()
      .delete(notifications)
      .where(inArray(notifications.id, [broken[0]!.id, partial[0]!.id]));
  });
});

describe('marking read', () => {
  it('marks one of her own read and answers the new count; again keeps the first read time', async () => {
    const id = await notify(demo.acmeId, ids.contact, 'approval_due_soon', { count: 2, due_date: '2024-03-01', timesheet_ids: [] });
    const other = await notify(demo.acmeId, ids.contact, 'approval_digest', { count: 5, timesheet_ids: [] });
    expect((await bodyOf<NotificationList>(await list(demo.contact))).unread).toBe(2);
    const first = await bodyOf<{ data: { _id: string; read: boolean }; unread: number }>(await markRead(demo.contact, id));
    expect(first).toEqual({ data: { _id: id, read: true }, unread: 1 });
    const row = (await db().select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, id)))[0]!;
    expect(row.readAt).not.toBeNull();
    await bodyOf(await markRead(demo.contact, id));
    const again = (await db().select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, id)))[0]!;
    expect(again.readAt).toEqual(row.readAt);
    const untouched = (await db().select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, other)))[0]!;
    expect(untouched.readAt).toBeNull();
  });

  it("answers 404 for another user's, another tenant's, a missing or a malformed id, and changes nothing", async () => {
    const recruiters = await notify(demo.acmeId, ids.recruiter, 'order_created', {
      company: 'Northwind Logistics',
      position: 'Loader',
      headcount: 1,
    });
    const globex = await notify(demo.globexId, ids.globexAdmin, 'order_created', { company: 'Initech', position: 'Loader', headcount: 1 });
    await expectError(await markRead(demo.contact, recruiters), 404, 'not_found');
    await expectError(await markRead(demo.admin, globex), 404, 'not_found');
    await expectError(await markRead(demo.admin, '00000000-0000-4000-8000-000000000000'), 404, 'not_found');
    await expectError(await markRead(demo.admin, 'not-an-id'), 404, 'not_found');
    const rows = await db()
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(inArray(notifications.id, [recruiters, globex]));
    expect(rows.map((r) => r.readAt)).toEqual([null, null]);
  });

  it("read-all marks every unread one of hers, and nobody else's", async () => {
    const before = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(inArray(notifications.userId, [ids.recruiter, ids.globexAdmin]), isNull(notifications.readAt)));
    expect(before.length).toBeGreaterThan(0);
    const res = await bodyOf<{ data: { updated: number }; unread: number }>(await readAll(demo.admin));
    expect(res).toEqual({ data: { updated: 3 }, unread: 0 });
    expect((await bodyOf<NotificationList>(await list(demo.admin, 'unread=true'))).total).toBe(0);
    const after = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(inArray(notifications.userId, [ids.recruiter, ids.globexAdmin]), isNull(notifications.readAt)));
    expect(after.map((r) => r.id).sort()).toEqual(before.map((r) => r.id).sort());
  });

  it('read-all up to the newest she saw leaves one that arrived meanwhile unread', async () => {
    const seen = await notify(demo.acmeId, ids.admin, 'ticket_replied', { subject: 'Seen' }, { minutesAgo: 5 });
    const arrived = await notify(demo.acmeId, ids.admin, 'ticket_replied', { subject: 'Arrived later' }, { minutesAgo: 0 });
    const res = await bodyOf<{ data: { updated: number }; unread: number }>(await readAll(demo.admin, `up_to=${seen}`));
    expect(res).toEqual({ data: { updated: 1 }, unread: 1 });
    const unread = await bodyOf<NotificationList>(await list(demo.admin, 'unread=true'));
    expect(unread.data.map((n) => n._id)).toEqual([arrived]);
    // Another user's id as the bound marks nothing.
    const recruiters = await notify(demo.acmeId, ids.recruiter, 'ticket_replied', { subject: 'Not hers' });
    expect(await bodyOf(await readAll(demo.admin, `up_to=${recruiters}`))).toEqual({ data: { updated: 0 }, unread: 1 });
    await expectError(await readAll(demo.admin, 'up_to=nope'), 400, 'bad_request');
  });
});

describe('preferences', () => {
  it("answer the full event × channel matrix: the company's switch, and what reaches her", async () => {
    const prefs = (await bodyOf<{ data: PreferencesMatrix }>(await getPrefs(demo.recruiter))).data;
    expect(Object.keys(prefs).sort()).toEqual([...NOTIFICATION_EVENTS].sort());
    for (const event of NOTIFICATION_EVENTS) {
      expect(Object.keys(prefs[event]).sort()).toEqual([...NOTIFICATION_CHANNELS].sort());
      for (const channel of NOTIFICATION_CHANNELS) expect(prefs[event][channel].enabled).toBe(prefs[event][channel].enabled_by_company);
    }
    expect(prefs[COMPANY_OFF.event][COMPANY_OFF.channel]).toEqual({ enabled_by_company: false, enabled: false });
    expect(prefs[COMPANY_ON.event][COMPANY_ON.channel]).toEqual({ enabled_by_company: true, enabled: true });
  });

  it('let her opt out, for herself only; optedOut names exactly who opted out', async () => {
    const saved = (
      await bodyOf<{ data: PreferencesMatrix }>(
        await putPrefs(demo.contact, [
          { ...COMPANY_ON, enabled: false },
          { event: 'approval_digest', channel: 'in_app', enabled: false },
        ]),
      )
    ).data;
    expect(saved[COMPANY_ON.event][COMPANY_ON.channel]).toEqual({ enabled_by_company: true, enabled: false });
    expect((await bodyOf<{ data: PreferencesMatrix }>(await getPrefs(demo.contact))).data).toEqual(saved);
    expect((await bodyOf<{ data: PreferencesMatrix }>(await getPrefs(demo.admin))).data[COMPANY_ON.event][COMPANY_ON.channel].enabled).toBe(
      true,
    );

    const acmeUsers = [ids.admin, ids.recruiter, ids.contact];
    expect(await optedOut(db(), demo.acmeId, acmeUsers, COMPANY_ON.event, COMPANY_ON.channel)).toEqual(new Set([ids.contact]));
    expect(await optedOut(db(), demo.acmeId, acmeUsers, 'approval_digest', 'in_app')).toEqual(new Set([ids.contact]));
    // Another channel, another event, another tenant, nobody asked: nobody.
    expect(await optedOut(db(), demo.acmeId, acmeUsers, COMPANY_ON.event, 'in_app')).toEqual(new Set());
    expect(await optedOut(db(), demo.acmeId, acmeUsers, 'approval_due_soon', COMPANY_ON.channel)).toEqual(new Set());
    expect(await optedOut(db(), demo.globexId, acmeUsers, COMPANY_ON.event, COMPANY_ON.channel)).toEqual(new Set());
    expect(await optedOut(db(), demo.acmeId, [], COMPANY_ON.event, COMPANY_ON.channel)).toEqual(new Set());

    await putPrefs(demo.recruiter, [{ ...COMPANY_ON, enabled: false }]);
    expect(await optedOut(db(), demo.acmeId, acmeUsers, COMPANY_ON.event, COMPANY_ON.channel)).toEqual(
      new Set([ids.contact, ids.recruiter]),
    );
  });

  it('let her turn a cell back on when the company sends it', async () => {
    const saved = (await bodyOf<{ data: PreferencesMatrix }>(await putPrefs(demo.recruiter, [{ ...COMPANY_ON, enabled: true }]))).data;
    expect(saved[COMPANY_ON.event][COMPANY_ON.channel].enabled).toBe(true);
    expect(await optedOut(db(), demo.acmeId, [ids.recruiter], COMPANY_ON.event, COMPANY_ON.channel)).toEqual(new Set());
  });

  it('refuse to turn on what the company turned off (400), saving nothing of that request', async () => {
    const res = await putPrefs(demo.admin, [
      { event: 'order_created', channel: 'email', enabled: false },
      { ...COMPANY_OFF, enabled: true },
    ]);
    const body = await expectError(res, 400, 'bad_request');
    expect(body.message).toMatch(/company has turned off email for ticket_replied/);
    const rows = await db().select().from(notificationOptOuts).where(eq(notificationOptOuts.userId, ids.admin));
    expect(rows).toEqual([]);
    // Turning it off again (it already is) is fine: an opt-out that waits in case the company turns it on.
    const saved = (await bodyOf<{ data: PreferencesMatrix }>(await putPrefs(demo.admin, [{ ...COMPANY_OFF, enabled: false }]))).data;
    expect(saved[COMPANY_OFF.event][COMPANY_OFF.channel]).toEqual({ enabled_by_company: false, enabled: false });
  });

  it('refuse unknown events and channels', async () => {
    await expectError(await putPrefs(demo.admin, [{ event: 'nope', channel: 'email', enabled: false }]), 400, 'bad_request');
    await expectError(await putPrefs(demo.admin, [{ event: 'order_created', channel: 'fax', enabled: false }]), 400, 'bad_request');
  });

  it("addOptOut (the email's unsubscribe) writes once, and only for a user of that tenant", async () => {
    const cell = { event: 'shift_requested', channel: 'email' } as const;
    expect(await addOptOut(db(), { tenantId: demo.acmeId, userId: ids.recruiter, ...cell })).toBe(true);
    expect(await addOptOut(db(), { tenantId: demo.acmeId, userId: ids.recruiter, ...cell })).toBe(true);
    expect(await optedOut(db(), demo.acmeId, [ids.recruiter], cell.event, cell.channel)).toEqual(new Set([ids.recruiter]));
    expect(await addOptOut(db(), { tenantId: demo.acmeId, userId: ids.globexAdmin, ...cell })).toBe(false);
    const globexRows = await db().select().from(notificationOptOuts).where(eq(notificationOptOuts.userId, ids.globexAdmin));
    expect(globexRows).toEqual([]);
    const prefs = (await bodyOf<{ data: PreferencesMatrix }>(await getPrefs(demo.recruiter))).data;
    expect(prefs.shift_requested.email.enabled).toBe(false);
  });
});
