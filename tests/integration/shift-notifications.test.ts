import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oneShift from '@/app/api/on-demand/shifts/[id]/route';
import * as publishRoute from '@/app/api/on-demand/shifts/[id]/publish/route';
import * as cancelRoute from '@/app/api/on-demand/shifts/[id]/cancel/route';
import * as settingsRoute from '@/app/api/main/notification-settings/route';
import * as listRoute from '@/app/api/main/notifications/route';
import * as preferencesRoute from '@/app/api/main/notifications/preferences/route';
import { db } from '@/lib/db/client';
import { locations, mailbox, notificationOutbox, notifications, notificationSettings, shifts, users } from '@/lib/db/schema';
import { dispatchAll } from '@/lib/notifications/dispatch';
import type { NotificationList, PreferencesMatrix } from '@/lib/notification-centre/schema';
import type { SettingsMatrix } from '@/lib/notification-settings/events';
import { cleanUp, permissionWorld, portalContact, type PermissionWorld, type PortalContact } from './contact-permission-fixtures';
import { bodyOf, demoSessions } from './fixtures';
import { call, json, signIn } from './helpers';
import { ownTenant } from './own-tenant';
// The mail dispatcher asks for the approval-link issuer, which registers itself when loaded (as app-jobs does at start-up).
import '@/lib/approval-links/issue';

/**
 * Issue 14: the contact who requested a shift hears back when the agency publishes it, cancels it (with
 * the reason) or moves its time, by the notification system's durable path (in-app rows and outbox rows
 * written in the action's transaction), in her language, subject to the tenant's switches and her own.
 * Her own cancellation tells her nothing; no other contact and no other tenant hears of it. A tenant of
 * the file's own: the switches are tenant-wide.
 */

const SLUG = 'shift-notify';
const demo = demoSessions([], ['admin']);
let tenantId = '';
let admin = '';
let recruiter = '';
let world: PermissionWorld;
/** The requester, a colleague at the same site, and a contact at the other site. */
let dana: PortalContact;
let erin: PortalContact;
let omar: PortalContact;
let fileStart = '';
const HOUR = 3_600_000;
const EVENTS = ['shift_published', 'shift_cancelled', 'shift_rescheduled'] as const;
type Event = (typeof EVENTS)[number];

/** A shift at North Dock (UTC) starting on a whole hour `days` days ahead, requested by `requestedBy`. */
async function makeShift(o: { days: number; status?: string; requestedBy?: string | null; hours?: number }) {
  const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + o.days * 24 * HOUR);
  start.setUTCHours(8, 0, 0, 0);
  const row = (
    await db()
      .insert(shifts)
      .values({
        tenantId,
        locationId: world.sites[0],
        position: `Picker ${world.tag}`,
        startsAt: start,
        endsAt: new Date(start.getTime() + (o.hours ?? 8) * HOUR),
        headcount: 2,
        status: o.status ?? 'draft',
        requestedBy: o.requestedBy === undefined ? dana.userId : o.requestedBy,
      })
      .returning()
  )[0]!;
  return { id: row.id, day: start.toISOString().slice(0, 10), start };
}

const publish = (token: string, id: string) =>
  call(publishRoute.POST, 'POST', `/api/on-demand/shifts/${id}/publish`, { token, params: { id }, body: {} });
const cancel = (token: string, id: string, reason: string) =>
  call(cancelRoute.POST, 'POST', `/api/on-demand/shifts/${id}/cancel`, { token, params: { id }, body: { reason } });
const edit = (token: string, id: string, body: Record<string, unknown>) =>
  call(oneShift.PUT, 'PUT', `/api/on-demand/shifts/${id}`, { token, params: { id }, body });

async function ok(res: Response) {
  const body = await res.clone().text();
  expect(res.status, body).toBeLessThan(300);
}

type Seen = { inApp: (typeof notifications.$inferSelect)[]; outbox: (typeof notificationOutbox.$inferSelect)[] };

/** Every row of the shift events, any tenant and any user, naming this shift in its key. */
async function seenFor(shiftId: string): Promise<Seen> {
  const key = `shift:${shiftId}:%`;
  const [inApp, outbox] = await Promise.all([
    db()
      .select()
      .from(notifications)
      .where(and(inArray(notifications.event, [...EVENTS]), sql`${notifications.idempotencyKey} like ${key}`)),
    db()
      .select()
      .from(notificationOutbox)
      .where(and(inArray(notificationOutbox.event, [...EVENTS]), sql`${notificationOutbox.idempotencyKey} like ${key}`)),
  ]);
  return { inApp, outbox };
}

/** Exactly one in-app row and one email of `event`, both to the requester in this tenant, with `payload`. */
function expectToDana(seen: Seen, event: Event, payload: Record<string, unknown>) {
  expect(seen.inApp.map((r) => [r.event, r.userId, r.tenantId])).toEqual([[event, dana.userId, tenantId]]);
  expect(seen.outbox.map((r) => [r.event, r.channel, r.userId, r.tenantId])).toEqual([[event, 'email', dana.userId, tenantId]]);
  expect(seen.inApp[0]!.payload).toEqual(payload);
  expect(seen.outbox[0]!.payload).toMatchObject(payload);
  expect(seen.inApp[0]!.link).toBe(`/jobs?week=${payload.date}&location=${world.sites[0]}`);
}

const bell = async (token: string, locale: string) =>
  bodyOf<NotificationList>(await call(listRoute.GET, 'GET', '/api/main/notifications', { token, headers: { 'accept-language': locale } }));

async function mailsTo(email: string) {
  await dispatchAll(db());
  return db().select().from(mailbox).where(eq(mailbox.to, email)).orderBy(mailbox.id);
}

const putSettings = (settings: { event: string; channel: string; enabled: boolean }[]) =>
  call(settingsRoute.PUT, 'PUT', '/api/main/notification-settings', { token: admin, body: { settings } });

beforeAll(async () => {
  const tenant = await ownTenant(SLUG, 'Shift Notify Staffing');
  tenantId = tenant.id;
  [admin, recruiter] = await Promise.all([signIn(`admin@${SLUG}.test`, SLUG), signIn(`recruiter@${SLUG}.test`, SLUG)]);
  world = await permissionWorld(admin, SLUG);
  await db().update(locations).set({ timezone: 'UTC' }).where(inArray(locations.id, world.sites));
  dana = await portalContact(world, admin, 'dana', [world.sites[0]], {});
  erin = await portalContact(world, admin, 'erin', [world.sites[0]], {});
  omar = await portalContact(world, admin, 'omar', [world.sites[1]], {});
  // Dana reads German; her mail and her bell speak it.
  await db().update(users).set({ locale: 'de' }).where(eq(users.id, dana.userId));
  await db().delete(notificationSettings).where(eq(notificationSettings.tenantId, tenantId));
  fileStart = (await db().execute<{ t: string }>(sql`select clock_timestamp()::text as t`)).rows[0]!.t;
});

afterAll(async () => {
  await db().delete(notificationSettings).where(eq(notificationSettings.tenantId, tenantId));
  if (fileStart) {
    await db()
      .delete(notificationOutbox)
      .where(and(eq(notificationOutbox.tenantId, tenantId), sql`created_at >= ${fileStart}::timestamptz`));
    await db()
      .delete(notifications)
      .where(and(eq(notifications.tenantId, tenantId), sql`created_at >= ${fileStart}::timestamptz`));
  }
  await db()
    .delete(shifts)
    .where(and(eq(shifts.tenantId, tenantId), sql`position = ${`Picker ${world?.tag ?? ''}`}`));
  await cleanUp(world);
});

describe('the requesting contact hears back', () => {
  it('publish: she gets the in-app row and the mail, in German; nobody else, no other tenant', async () => {
    const s = await makeShift({ days: 5 });
    await ok(await publish(recruiter, s.id));
    const payload = { location: `North Dock ${world.tag}`, position: `Picker ${world.tag}`, date: s.day, start: '08:00', end: '16:00' };
    expectToDana(await seenFor(s.id), 'shift_published', payload);

    const mails = await mailsTo(dana.email);
    const mail = mails.find((m) => m.subject.includes(`Picker ${world.tag}`) && m.subject.startsWith('Schicht veröffentlicht'));
    expect(mail, JSON.stringify(mails.map((m) => m.subject))).toBeTruthy();
    expect(mail!.text).toContain('08:00–16:00');
    expect(mail!.text).toContain(`/jobs?week=${s.day}&location=${world.sites[0]}`);

    const mine = await bell(dana.token, 'de');
    expect(mine.data.find((n) => n.title.startsWith('Ihre Schichtanfrage wurde veröffentlicht'))?.title).toContain(`Picker ${world.tag}`);
    // The other contacts' bells (the same site, the other site) stay empty of it.
    for (const other of [erin, omar]) expect((await bell(other.token, 'en')).data.some((n) => n.title.includes(world.tag))).toBe(false);
  });

  it('cancel by the agency: she gets who cancelled and the reason', async () => {
    const s = await makeShift({ days: 6, status: 'published' });
    await ok(await cancel(admin, s.id, 'Inventory count, site closed'));
    const seen = await seenFor(s.id);
    const by = (
      await db()
        .select({ name: users.username })
        .from(users)
        .where(eq(users.email, `admin@${SLUG}.test`))
    )[0]!.name;
    expectToDana(seen, 'shift_cancelled', {
      location: `North Dock ${world.tag}`,
      position: `Picker ${world.tag}`,
      date: s.day,
      start: '08:00',
      end: '16:00',
      by,
      reason: 'Inventory count, site closed',
    });
    const item = (await bell(dana.token, 'en')).data.find((n) => n._id === seen.inApp[0]!.id)!;
    expect(item.title).toBe(
      `${by} cancelled your shift request: Picker ${world.tag} at North Dock ${world.tag}, ${fmtDay(s.start)} 08:00–16:00`,
    );
    expect(item.body).toBe('Reason: Inventory count, site closed');
    const mail = (await mailsTo(dana.email)).find((m) => m.subject.startsWith('Schicht abgesagt') && m.text.includes('Inventory count'));
    expect(mail?.text).toContain('Grund: Inventory count, site closed');
  });

  it('cancel by a colleague at her site tells her; her own cancellation tells her nothing', async () => {
    const byErin = await makeShift({ days: 7 });
    await ok(await cancel(erin.token, byErin.id, 'Not needed after all'));
    const seen = await seenFor(byErin.id);
    expect(seen.inApp.map((r) => r.userId)).toEqual([dana.userId]);
    expect(seen.inApp[0]!.payload).toMatchObject({ reason: 'Not needed after all' });

    const own = await makeShift({ days: 7 });
    await ok(await cancel(dana.token, own.id, 'Changed my mind'));
    expect(await seenFor(own.id)).toEqual({ inApp: [], outbox: [] });
  });

  it("a staff edit of the time tells her the new times; her own draft edit, or another field's, does not", async () => {
    const s = await makeShift({ days: 8, status: 'published' });
    const newStart = new Date(s.start.getTime() + 2 * HOUR);
    await ok(
      await edit(admin, s.id, { starts_at: newStart.toISOString(), ends_at: new Date(newStart.getTime() + 8 * HOUR).toISOString() }),
    );
    expectToDana(await seenFor(s.id), 'shift_rescheduled', {
      location: `North Dock ${world.tag}`,
      position: `Picker ${world.tag}`,
      date: s.day,
      start: '10:00',
      end: '18:00',
    });
    await ok(await edit(admin, s.id, { headcount: 3, notes: 'Bring boots' }));
    expect((await seenFor(s.id)).inApp).toHaveLength(1);

    const draft = await makeShift({ days: 8 });
    await ok(
      await edit(dana.token, draft.id, {
        starts_at: newStart.toISOString(),
        ends_at: new Date(newStart.getTime() + 6 * HOUR).toISOString(),
      }),
    );
    expect(await seenFor(draft.id)).toEqual({ inApp: [], outbox: [] });
  });

  it('a shift staff created (no requester) tells no contact', async () => {
    const s = await makeShift({ days: 9, requestedBy: null });
    await ok(await publish(admin, s.id));
    await ok(await cancel(admin, s.id, 'Duplicate'));
    expect(await seenFor(s.id)).toEqual({ inApp: [], outbox: [] });
  });

  it('another tenant: a globex admin cannot publish or cancel it (404), and nothing is sent', async () => {
    const s = await makeShift({ days: 10 });
    expect((await publish(demo.globexAdmin, s.id)).status).toBe(404);
    expect((await cancel(demo.globexAdmin, s.id, 'Not ours')).status).toBe(404);
    expect(await seenFor(s.id)).toEqual({ inApp: [], outbox: [] });
  });
});

describe('the switches', () => {
  it("the admin's matrix lists the new events (on by default); switched off, nothing is sent", async () => {
    const res = await call(settingsRoute.GET, 'GET', '/api/main/notification-settings', { token: admin });
    const matrix = (await json<{ data: SettingsMatrix }>(res)).data;
    for (const event of EVENTS) expect(matrix[event]).toEqual({ email: true, in_app: true, push: false });

    await ok(
      await putSettings([
        { event: 'shift_published', channel: 'email', enabled: false },
        { event: 'shift_published', channel: 'in_app', enabled: false },
      ]),
    );
    try {
      const off = await makeShift({ days: 11 });
      await ok(await publish(recruiter, off.id));
      expect(await seenFor(off.id)).toEqual({ inApp: [], outbox: [] });
      // Only that event is off: a cancellation still reaches her.
      await ok(await cancel(admin, off.id, 'Weather'));
      expect((await seenFor(off.id)).inApp.map((r) => r.event)).toEqual(['shift_cancelled']);
    } finally {
      await db().delete(notificationSettings).where(eq(notificationSettings.tenantId, tenantId));
    }
  });

  it('her own preferences list the new events; opting out of the email leaves only the bell', async () => {
    const prefsPath = '/api/main/notifications/preferences';
    const prefs = (await bodyOf<{ data: PreferencesMatrix }>(await call(preferencesRoute.GET, 'GET', prefsPath, { token: dana.token })))
      .data;
    for (const event of EVENTS) expect(prefs[event].email).toEqual({ enabled_by_company: true, enabled: true });
    await ok(
      await call(preferencesRoute.PUT, 'PUT', prefsPath, {
        token: dana.token,
        body: { settings: [{ event: 'shift_cancelled', channel: 'email', enabled: false }] },
      }),
    );
    const s = await makeShift({ days: 12, status: 'published' });
    await ok(await cancel(recruiter, s.id, 'Client postponed'));
    const seen = await seenFor(s.id);
    expect(seen.inApp.map((r) => r.userId)).toEqual([dana.userId]);
    expect(seen.outbox).toEqual([]);
  });
});

/** A calendar day as the English bell writes it (Intl medium, at UTC). */
function fmtDay(d: Date): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${d.toISOString().slice(0, 10)}T00:00:00Z`),
  );
}
