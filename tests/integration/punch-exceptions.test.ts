import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import * as locationRoute from '@/app/api/on-demand/locations/[id]/route';
import * as decideRoute from '@/app/api/main/public/approval-links/[token]/decide/route';
import { issueApprovalLink } from '@/lib/approval-links/issue';
import { decidePath } from '@/lib/approval-links/paths';
import { findApprovalLink } from '@/lib/approval-links/queries';
import { approvableAll, linkPage } from '@/lib/approval-links/service';
import * as submit from '@/app/api/main/client-portal/timesheets/submit/route';
import * as one from '@/app/api/main/client-portal/timesheets/v2/[id]/route';
import * as list from '@/app/api/main/client-portal/timesheets/v2/route';
import * as markOne from '@/app/api/main/client-portal/timesheets/v2/mark/[id]/route';
import * as mark from '@/app/api/main/client-portal/timesheets/v2/mark/route';
import * as whosWorking from '@/app/api/main/client-portal/whos-working/route';
import * as clockInRoute from '@/app/api/work-app/v2/app/timerecord/timecard/route';
import * as deleteRoute from '@/app/api/work-app/v2/app/timerecord/timecard/[id]/route';
import * as clockOutRoute from '@/app/api/work-app/v2/app/timerecord/timesheet/route';
import { db } from '@/lib/db/client';
import { candidates, locations, shiftAssignments, shifts, timecardExceptions, timecards } from '@/lib/db/schema';
import { raiseMissedPunches } from '@/lib/punches/service';
import type { TimesheetDetail, TimesheetRow, WhoIsWorkingLive } from '@/lib/timesheets/schema';
import { cleanUp, permissionWorld, portalContact, type PermissionWorld, type PortalContact } from './contact-permission-fixtures';
import { bodyOf, dataOf, demoSessions } from './fixtures';
import { call, expectError } from './helpers';
import { sheetById } from './time-helpers';

/**
 * Issue 14, punch integrity: each exception kind raised and cleared, coordinates stored, the geofence,
 * approval refused until each open exception is acknowledged, contact and tenant scope, and the
 * missed-punch sweep. A company of its own (two sites, clock on UTC) and workers of its own; the
 * tenant's punch rules stay at their defaults here (punch-rules-settings.test.ts changes them on a
 * tenant of its own).
 */

const demo = demoSessions(['admin'], ['admin']);
let world: PermissionWorld;
let site = '';
let bare = '';
let approver: PortalContact;
let elsewhere: PortalContact;
const workers: string[] = [];

// The site's centre (a warehouse in Newark) and points 40 m and about 1.1 km from it.
const CENTRE = { latitude: 40.7357, longitude: -74.1724 };
const NEAR = { latitude: 40.73605, longitude: -74.1724 };
const FAR = { latitude: 40.7457, longitude: -74.1724 };

const H = 3_600_000;
const M = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeAll(async () => {
  world = await permissionWorld(demo.admin, 'acme');
  [site, bare] = world.sites;
  await db().update(locations).set({ timezone: 'UTC' }).where(eq(locations.companyId, world.companyId));
  const res = await call(locationRoute.PUT, 'PUT', `/api/on-demand/locations/${site}`, {
    token: demo.admin,
    params: { id: site },
    body: { ...CENTRE, geofence_radius_m: 200 },
  });
  expect((await dataOf<{ latitude: number; geofence_radius_m: number }>(res)).geofence_radius_m).toBe(200);
  approver = await portalContact(world, demo.admin, 'pia', [site], { approveTimesheets: true });
  elsewhere = await portalContact(world, demo.admin, 'oli', [bare], { approveTimesheets: true });
});

afterAll(async () => {
  await cleanUp(world);
  for (const id of workers) await db().delete(candidates).where(eq(candidates.id, id));
});

async function worker(): Promise<string> {
  const c = (
    await db()
      .insert(candidates)
      .values({ tenantId: demo.acmeId, firstName: 'Punch', lastName: `Tester ${world.tag}`, email: `${randomUUID()}@punch.test` })
      .returning()
  )[0]!;
  workers.push(c.id);
  return c.id;
}

type ClockedIn = { _id: string; timesheet_id: string; shift_id: string | null; latitude: number | null; longitude: number | null };

async function clockIn(userId: string, at: Date, extra: Record<string, unknown> = {}, location = site): Promise<ClockedIn> {
  const res = await call(clockInRoute.POST, 'POST', '/api/work-app/v2/app/timerecord/timecard', {
    token: demo.admin,
    body: { user_id: userId, location_id: location, clock_in: at.toISOString(), ...extra },
  });
  return dataOf<ClockedIn>(res);
}

async function clockOut(cardId: string, at: Date, extra: Record<string, unknown> = {}) {
  const res = await call(clockOutRoute.PUT, 'PUT', '/api/work-app/v2/app/timerecord/timesheet', {
    token: demo.admin,
    body: { timecard_id: cardId, clock_out: at.toISOString(), ...extra },
  });
  return dataOf<{ latitude: number | null }>(res);
}

async function exceptionsOf(cardId: string) {
  return db().select().from(timecardExceptions).where(eq(timecardExceptions.timecardId, cardId)).orderBy(timecardExceptions.kind);
}
const kindsOf = async (cardId: string, status = 'open') =>
  (await exceptionsOf(cardId)).filter((e) => e.status === status).map((e) => e.kind);

/** A closed card `hours` long with `breakMinutes`, ending a day ago (no shift, inside the fence). */
async function closedCard(hours: number, breakMinutes: number) {
  const w = await worker();
  const start = ago(24 * H + hours * H);
  const card = await clockIn(w, start, NEAR);
  await clockOut(card._id, new Date(start.getTime() + hours * H), { break_minutes: breakMinutes, ...NEAR });
  return { worker: w, card };
}

async function shiftFor(userId: string, startsAt: Date, hours: number, status = 'accepted') {
  const s = (
    await db()
      .insert(shifts)
      .values({
        tenantId: demo.acmeId,
        locationId: site,
        position: 'Picker',
        startsAt,
        endsAt: new Date(startsAt.getTime() + hours * H),
        headcount: 1,
      })
      .returning()
  )[0]!;
  await db().insert(shiftAssignments).values({ tenantId: demo.acmeId, shiftId: s.id, candidateId: userId, status });
  return s.id;
}

describe('geofence on the location', () => {
  it('stores latitude, longitude and radius, and refuses half a point or values out of range', async () => {
    const put = (body: unknown) =>
      call(locationRoute.PUT, 'PUT', `/api/on-demand/locations/${bare}`, { token: demo.admin, params: { id: bare }, body });
    await expectError(await put({ latitude: 40.1 }), 400);
    await expectError(await put({ latitude: 91, longitude: 0 }), 400);
    await expectError(await put({ latitude: 0, longitude: -181 }), 400);
    await expectError(await put({ geofence_radius_m: 24 }), 400);
    await expectError(await put({ geofence_radius_m: 5001 }), 400);
    const row = await dataOf<{ latitude: number | null; longitude: number | null; geofence_radius_m: number }>(
      await put({ geofence_radius_m: 300 }),
    );
    expect(row).toMatchObject({ latitude: null, longitude: null, geofence_radius_m: 300 });
  });
});

describe('exceptions raised and cleared', () => {
  it('stores the coordinates of both punches; inside the fence raises nothing', async () => {
    const w = await worker();
    const card = await clockIn(w, ago(3 * H), NEAR);
    expect(card).toMatchObject(NEAR);
    const out = await clockOut(card._id, ago(H), NEAR);
    expect(out.latitude).toBe(NEAR.latitude);
    const [row] = await db().select().from(timecards).where(eq(timecards.id, card._id));
    expect(row).toMatchObject({
      clockInLat: NEAR.latitude,
      clockInLng: NEAR.longitude,
      clockOutLat: NEAR.latitude,
      clockOutLng: NEAR.longitude,
    });
    expect(await kindsOf(card._id)).toEqual([]);
  });

  it('refuses half a coordinate or one out of range (400)', async () => {
    const w = await worker();
    const post = (extra: Record<string, unknown>) =>
      call(clockInRoute.POST, 'POST', '/api/work-app/v2/app/timerecord/timecard', {
        token: demo.admin,
        body: { user_id: w, location_id: site, ...extra },
      });
    await expectError(await post({ latitude: 40 }), 400);
    await expectError(await post({ latitude: 100, longitude: 0 }), 400);
    await expectError(await post({ latitude: 'north', longitude: 0 }), 400);
  });

  it('outside_fence: a clock-in 1.1 km away is flagged with the distance; a site without coordinates never is', async () => {
    const w = await worker();
    const card = await clockIn(w, ago(2 * H), FAR);
    const e = (await exceptionsOf(card._id))[0]!;
    expect(e).toMatchObject({ kind: 'outside_fence', status: 'open', timesheetId: card.timesheet_id });
    expect(e.detail).toMatchObject({ punch: 'in', radius_m: 200 });
    expect(Number(e.detail.distance_m)).toBeGreaterThan(1000);
    expect(Number(e.detail.distance_m)).toBeLessThan(1200);
    // The live board shows it on the worker's row.
    const board = await bodyOf<WhoIsWorkingLive>(
      await call(whosWorking.GET, 'GET', `/api/main/client-portal/whos-working?location=${site}`, { token: demo.admin }),
    );
    expect(board.data.find((r) => r.timecard_id === card._id)?.exceptions).toEqual(['outside_fence']);
    await clockOut(card._id, ago(H), NEAR);
    // The clock-in was still outside: it stays.
    expect(await kindsOf(card._id)).toEqual(['outside_fence']);

    const v = await worker();
    const bareCard = await clockIn(v, ago(2 * H), FAR, bare);
    expect(await kindsOf(bareCard._id)).toEqual([]);
  });

  it('outside_fence is resolved when the card is deleted with it (cascade) and by nothing else', async () => {
    const w = await worker();
    const card = await clockIn(w, ago(2 * H), FAR);
    expect(await kindsOf(card._id)).toEqual(['outside_fence']);
    const res = await call(deleteRoute.DELETE, 'DELETE', `/api/work-app/v2/app/timerecord/timecard/${card._id}`, {
      token: demo.admin,
      params: { id: card._id },
    });
    expect(res.status).toBe(200);
    expect(await exceptionsOf(card._id)).toEqual([]);
  });

  it('missed_break, short_break and long_shift on clock-out, each resolved by an edit of the timesheet', async () => {
    const noBreak = await closedCard(8, 0);
    expect(await kindsOf(noBreak.card._id)).toEqual(['missed_break']);
    const e = (await exceptionsOf(noBreak.card._id))[0]!;
    expect(e.detail).toMatchObject({ hours: 8, after_hours: 6 });

    const short = await closedCard(7, 10);
    expect(await kindsOf(short.card._id)).toEqual(['short_break']);

    const long = await closedCard(13, 45);
    expect(await kindsOf(long.card._id)).toEqual(['long_shift']);

    // The edit screen fixes each: a 45-minute break, a 30-minute break, an 11-hour shift.
    const edit = async (c: { card: ClockedIn }, hours: number, breakMinutes: number) => {
      const row = (await db().select().from(timecards).where(eq(timecards.id, c.card._id)))[0]!;
      const res = await call(one.PUT, 'PUT', `/api/main/client-portal/timesheets/v2/${c.card.timesheet_id}`, {
        token: demo.admin,
        params: { id: c.card.timesheet_id },
        body: {
          timecards: [
            {
              _id: row.id,
              clock_in: row.clockIn.toISOString(),
              clock_out: new Date(row.clockIn.getTime() + hours * H).toISOString(),
              break_minutes: breakMinutes,
            },
          ],
        },
      });
      expect(res.status, await res.text()).toBe(200);
    };
    await edit(noBreak, 8, 45);
    await edit(short, 7, 30);
    await edit(long, 11, 45);
    for (const c of [noBreak, short, long]) {
      expect(await kindsOf(c.card._id)).toEqual([]);
      expect((await kindsOf(c.card._id, 'resolved')).length).toBeGreaterThan(0);
    }
    // An edit that brings the cause back opens the same row again.
    await edit(noBreak, 8, 0);
    expect(await kindsOf(noBreak.card._id)).toEqual(['missed_break']);
    expect((await exceptionsOf(noBreak.card._id)).filter((e) => e.kind === 'missed_break')).toHaveLength(1);
  });

  it('late_arrival and early_arrival against the assigned shift, matched without a shift_id', async () => {
    const late = await worker();
    // The edit below moves the clock-in back to the shift's start, which must stay in the card's week on the
    // site's (UTC) clock: when the two would straddle a midnight (Monday 04:20–05:00 UTC they straddled the
    // week's start), the shift starts an hour earlier.
    const fiveAgo = ago(5 * H);
    const start =
      fiveAgo.toISOString().slice(0, 10) === new Date(fiveAgo.getTime() + 40 * M).toISOString().slice(0, 10) ? fiveAgo : ago(6 * H);
    const shiftId = await shiftFor(late, start, 8);
    const card = await clockIn(late, new Date(start.getTime() + 40 * M), NEAR);
    expect(card.shift_id).toBe(shiftId);
    expect(await kindsOf(card._id)).toEqual(['late_arrival']);
    expect((await exceptionsOf(card._id))[0]!.detail).toMatchObject({ minutes: 40 });

    const early = await worker();
    const start2 = ago(3 * H);
    const shift2 = await shiftFor(early, start2, 8, 'invited');
    const card2 = await clockIn(early, new Date(start2.getTime() - 30 * M), NEAR);
    expect(card2.shift_id).toBe(shift2);
    expect(await kindsOf(card2._id)).toEqual(['early_arrival']);

    // Ten minutes late is within the 15 minutes allowed; a shift of someone else is never matched.
    const onTime = await worker();
    const start3 = ago(2 * H);
    await shiftFor(onTime, start3, 8);
    const card3 = await clockIn(onTime, new Date(start3.getTime() + 10 * M), NEAR);
    expect(await kindsOf(card3._id)).toEqual([]);
    const stranger = await worker();
    const card4 = await clockIn(stranger, new Date(start3.getTime() + 50 * M), NEAR);
    expect(card4.shift_id).toBeNull();
    expect(await kindsOf(card4._id)).toEqual([]);

    // The edit of the clock-in to the shift's start clears lateness.
    const row = (await db().select().from(timecards).where(eq(timecards.id, card._id)))[0]!;
    await clockOut(card._id, ago(H), { break_minutes: 30, ...NEAR });
    const res = await call(one.PUT, 'PUT', `/api/main/client-portal/timesheets/v2/${card.timesheet_id}`, {
      token: demo.admin,
      params: { id: card.timesheet_id },
      body: { timecards: [{ _id: row.id, clock_in: start.toISOString(), clock_out: ago(H).toISOString(), break_minutes: 30 }] },
    });
    expect(res.status, await res.text()).toBe(200);
    expect(await kindsOf(card._id)).toEqual([]);
  });

  it('missed_punch: the sweep raises it once past the deadline (run twice, one row), and the clock-out resolves it', async () => {
    const w = await worker();
    // No shift: the deadline is long_shift_hours (12) + 2 h after the clock-in.
    const card = await clockIn(w, ago(15 * H), NEAR);
    const fresh = await worker();
    const notYet = await clockIn(fresh, ago(13 * H), NEAR);
    expect(await kindsOf(card._id)).toEqual(['missed_punch']); // the clock-in itself was already late enough
    await db().delete(timecardExceptions).where(eq(timecardExceptions.timecardId, card._id));

    await raiseMissedPunches(db());
    const first = await exceptionsOf(card._id);
    expect(first.map((e) => e.kind)).toEqual(['missed_punch']);
    await raiseMissedPunches(db());
    const second = await exceptionsOf(card._id);
    expect(second).toHaveLength(1);
    expect(second[0]!.id).toBe(first[0]!.id);
    expect(await kindsOf(notYet._id)).toEqual([]);
    // Two instances sweeping at once still leave one row per card and kind.
    await db().delete(timecardExceptions).where(eq(timecardExceptions.timecardId, card._id));
    await Promise.all([raiseMissedPunches(db()), raiseMissedPunches(db())]);
    expect((await exceptionsOf(card._id)).map((e) => e.kind)).toEqual(['missed_punch']);

    // With a shift, the deadline is two hours after its end.
    const s = await worker();
    const start = ago(9 * H);
    await shiftFor(s, start, 6);
    const onShift = await clockIn(s, start, NEAR);
    await raiseMissedPunches(db());
    expect(await kindsOf(onShift._id)).toEqual(['missed_punch']);

    await clockOut(card._id, ago(2 * H), { break_minutes: 60, ...NEAR });
    expect(await kindsOf(card._id)).not.toContain('missed_punch');
    expect(await kindsOf(card._id, 'resolved')).toContain('missed_punch');
  });
});

describe('approving a timesheet with open exceptions', () => {
  async function submittedWithException() {
    const c = await closedCard(8, 0); // missed_break
    const res = await call(submit.POST, 'POST', '/api/main/client-portal/timesheets/submit', {
      token: demo.admin,
      body: { timesheet_ids: [c.card.timesheet_id] },
    });
    expect(res.status, await res.text()).toBe(200);
    const e = (await exceptionsOf(c.card._id))[0]!;
    return { ...c, sheet: c.card.timesheet_id, exception: e };
  }

  it('is refused (409 exceptions_open) until each is acknowledged, then acknowledges them with the note', async () => {
    const { sheet, exception } = await submittedWithException();
    const approve = (body: unknown, token = approver.token) =>
      call(markOne.PUT, 'PUT', `/api/main/client-portal/timesheets/v2/mark/${sheet}`, { token, params: { id: sheet }, body });
    const refused = await expectError(await approve({}), 409, 'exceptions_open');
    expect(refused.message).toMatch(/1 open exception/);
    expect((await sheetById(sheet)).status).toBe('submitted');
    // Someone else's exception id acknowledges nothing here.
    await expectError(await approve({ acknowledge: [{ id: randomUUID() }] }), 409, 'exceptions_open');

    // The list shows the count and filters on it; the view lists it.
    const rows = await bodyOf<{ data: TimesheetRow[] }>(
      await call(list.GET, 'GET', `/api/main/client-portal/timesheets/v2?exceptions=open&location=${site}&per_page=100`, {
        token: approver.token,
      }),
    );
    expect(rows.data.find((r) => r._id === sheet)?.open_exceptions).toBe(1);
    expect(rows.data.every((r) => (r.open_exceptions ?? 0) > 0)).toBe(true);
    const detail = await dataOf<TimesheetDetail>(
      await call(one.GET, 'GET', `/api/main/client-portal/timesheets/v2/${sheet}`, { token: approver.token, params: { id: sheet } }),
    );
    // (A clock-in entered a day late also raised a missed punch, which its clock-out resolved.)
    expect(detail.exceptions?.filter((e) => e.status !== 'resolved').map((e) => [e.kind, e.status])).toEqual([['missed_break', 'open']]);

    const ok = await approve({ acknowledge: [{ id: exception.id, note: 'Worked through lunch at the manager’s request' }] });
    expect(ok.status, await ok.text()).toBe(200);
    expect((await sheetById(sheet)).status).toBe('approved');
    const after = (await db().select().from(timecardExceptions).where(eq(timecardExceptions.id, exception.id)))[0]!;
    expect(after).toMatchObject({
      status: 'acknowledged',
      resolvedBy: approver.userId,
      note: 'Worked through lunch at the manager’s request',
    });
    expect(after.resolvedAt).toBeInstanceOf(Date);
  });

  it('an acknowledged exception stays acknowledged when its card is judged again', async () => {
    const { sheet, exception, card } = await submittedWithException();
    await call(markOne.PUT, 'PUT', `/api/main/client-portal/timesheets/v2/mark/${sheet}`, {
      token: demo.admin,
      params: { id: sheet },
      body: { acknowledge: [{ id: exception.id }] },
    });
    await raiseMissedPunches(db());
    const { evaluateCards } = await import('@/lib/punches/service');
    await db().transaction((tx) => evaluateCards(tx, demo.acmeId, [card._id]));
    expect((await exceptionsOf(card._id)).filter((e) => e.kind === 'missed_break').map((e) => e.status)).toEqual(['acknowledged']);
  });

  it('the status route (PUT v2/{id} status approved) asks the same', async () => {
    const { sheet, exception } = await submittedWithException();
    const put = (body: unknown) =>
      call(one.PUT, 'PUT', `/api/main/client-portal/timesheets/v2/${sheet}`, { token: demo.admin, params: { id: sheet }, body });
    await expectError(await put({ status: 'approved' }), 409, 'exceptions_open');
    const res = await put({ status: 'approved', acknowledge: [{ id: exception.id }] });
    expect(res.status, await res.text()).toBe(200);
    expect((await sheetById(sheet)).status).toBe('approved');
  });

  it('bulk approve refuses all, naming each timesheet with open exceptions', async () => {
    const a = await submittedWithException();
    const clean = await closedCard(5, 0);
    await call(submit.POST, 'POST', '/api/main/client-portal/timesheets/submit', {
      token: demo.admin,
      body: { timesheet_ids: [clean.card.timesheet_id] },
    });
    const body = await expectError(
      await call(mark.PUT, 'PUT', '/api/main/client-portal/timesheets/v2/mark', {
        token: demo.admin,
        body: { timesheet_ids: [a.sheet, clean.card.timesheet_id] },
      }),
      409,
      'exceptions_open',
    );
    const errors = (body as unknown as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors)).toEqual([a.sheet]);
    expect(errors[a.sheet]).toMatch(/1 open exception/);
    expect((await sheetById(clean.card.timesheet_id)).status).toBe('submitted');
  });

  it("a contact of another location and another tenant's admin cannot see or acknowledge them (404)", async () => {
    const { sheet, exception } = await submittedWithException();
    for (const token of [elsewhere.token, demo.globexAdmin]) {
      await expectError(
        await call(markOne.PUT, 'PUT', `/api/main/client-portal/timesheets/v2/mark/${sheet}`, {
          token,
          params: { id: sheet },
          body: { acknowledge: [{ id: exception.id }] },
        }),
        404,
      );
      await expectError(
        await call(one.GET, 'GET', `/api/main/client-portal/timesheets/v2/${sheet}`, { token, params: { id: sheet } }),
        404,
      );
    }
    const [still] = await db()
      .select()
      .from(timecardExceptions)
      .where(and(eq(timecardExceptions.id, exception.id), eq(timecardExceptions.status, 'open')));
    expect(still).toBeDefined();
    // The exceptions filter never counts another tenant's rows.
    const globex = await bodyOf<{ data: TimesheetRow[] }>(
      await call(list.GET, 'GET', '/api/main/client-portal/timesheets/v2?exceptions=open&per_page=100', { token: demo.globexAdmin }),
    );
    expect(globex.data.some((r) => r._id === sheet)).toBe(false);
    const open = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from timecard_exceptions where tenant_id = ${demo.acmeId} and timesheet_id = ${sheet} and status = 'open'`,
    );
    expect(Number(open.rows[0]!.n)).toBe(1);
  });
});

describe('the approval page of the email link', () => {
  const ip = () => `10.78.${randomInt(256)}.${randomInt(1, 255)}`;
  async function linkFor(sheet: string) {
    const { path } = await db().transaction((tx) =>
      issueApprovalLink(tx, { tenantId: demo.acmeId, userId: approver.userId, timesheetIds: [sheet] }),
    );
    return path.slice('/approve/'.length);
  }
  const form = (token: string, fields: Record<string, string>) =>
    call(decideRoute.POST, 'POST', decidePath(token), {
      params: { token },
      ip: ip(),
      rawBody: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('lists the open exceptions, leaves the sheet out of "approve all", refuses without the ticks and approves with them', async () => {
    const c = await closedCard(8, 0);
    await call(submit.POST, 'POST', '/api/main/client-portal/timesheets/submit', {
      token: demo.admin,
      body: { timesheet_ids: [c.card.timesheet_id] },
    });
    const sheet = c.card.timesheet_id;
    const open = (await exceptionsOf(c.card._id)).filter((e) => e.status === 'open')[0]!;
    const token = await linkFor(sheet);
    const link = (await findApprovalLink(db(), token))!;
    const { sheets } = await linkPage(db(), link);
    expect(sheets[0]!.exceptions?.filter((e) => e.status === 'open').map((e) => e.kind)).toEqual(['missed_break']);
    expect(approvableAll(sheets)).toEqual([]);

    const refused = await form(token, { timesheet_id: sheet, decision: 'approve' });
    expect(refused.headers.get('location')).toContain('error=exceptions_open');
    expect((await sheetById(sheet)).status).toBe('submitted');

    const ok = await form(token, {
      timesheet_id: sheet,
      decision: 'approve',
      [`ack_${open.id}`]: 'on',
      note: 'Checked with the site lead',
    });
    expect(ok.headers.get('location')).toContain('done=approve');
    expect((await sheetById(sheet)).status).toBe('approved');
    const [after] = await db().select().from(timecardExceptions).where(eq(timecardExceptions.id, open.id));
    expect(after).toMatchObject({ status: 'acknowledged', resolvedBy: approver.userId, note: 'Checked with the site lead' });
  });
});

describe('demo seed', () => {
  it('gives demo locations a geofence and flags a few demo punches outside it', async () => {
    const rows = await db().execute<{ located: number; flagged: number }>(sql`select
      (select count(*)::int from locations l join companies co on co.id = l.company_id
        where l.tenant_id = ${demo.acmeId} and co.id <> ${world.companyId} and l.latitude is not null) as located,
      (select count(*)::int from timecard_exceptions e join timecards tc on tc.id = e.timecard_id
        join candidates c on c.id = tc.candidate_id
        where e.tenant_id = ${demo.acmeId} and e.kind = 'outside_fence' and c.last_name not like 'Tester %') as flagged`);
    expect(rows.rows[0]!.located).toBeGreaterThan(0);
    expect(rows.rows[0]!.flagged).toBeGreaterThanOrEqual(2);
  });
});
