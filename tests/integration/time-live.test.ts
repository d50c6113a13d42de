import { addDays, format, parseISO, startOfISOWeek } from 'date-fns';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as whosWorkingOne from '@/app/api/main/client-portal/whos-working/[timesheetId]/route';
import * as whosWorking from '@/app/api/main/client-portal/whos-working/route';
import * as tableConfig from '@/app/api/main/table-configs/[table]/route';
import * as jobs from '@/app/api/on-demand/jobs/route';
import * as locationsRoute from '@/app/api/on-demand/locations/route';
import * as shiftsCreate from '@/app/api/on-demand/shifts/route';
import * as shifts from '@/app/api/on-demand/shifts/v2/route';
import * as timecardOne from '@/app/api/work-app/v2/app/timerecord/timecard/[id]/route';
import * as timecard from '@/app/api/work-app/v2/app/timerecord/timecard/route';
import * as placementSheet from '@/app/api/work-app/v2/app/timerecord/timesheet/placement/route';
import * as timesheetRoute from '@/app/api/work-app/v2/app/timerecord/timesheet/route';
import { db } from '@/lib/db/client';
import { workweekAt } from '@/lib/timesheets/week';
import { locations, placements, shifts as shiftsTable, timecards, timesheets } from '@/lib/db/schema';
import type { TimesheetDetail, WhoIsWorkingHistory, WhoIsWorkingLive } from '@/lib/timesheets/schema';
import { call, expectError, json } from './helpers';
import {
  at,
  contactLocationIds,
  type ListBody,
  locationsOf,
  logsOf,
  makeTimesheet,
  sheetById,
  signInAs,
  tenantBySlug,
  unassignedLocation,
} from './time-helpers';
import { atLeast } from '@/tests/support/present';

let admin = '';
let recruiter = '';
let contact = '';
let globexAdmin = '';
let acmeId = '';
let globexId = '';
let contactLocs: string[] = [];
let myLoc = '';
let otherLoc = '';
let globexLoc = '';

beforeAll(async () => {
  [admin, recruiter, contact, globexAdmin] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('recruiter@acme.test'),
    signInAs('contact@acme.test'),
    signInAs('admin@globex.test'),
  ]);
  acmeId = (await tenantBySlug('acme')).id;
  globexId = (await tenantBySlug('globex')).id;
  contactLocs = await contactLocationIds('acme');
  myLoc = contactLocs[0]!;
  otherLoc = await unassignedLocation('acme');
  globexLoc = (await contactLocationIds('globex'))[0]!;
});

type Card = {
  _id: string;
  timesheet_id: string;
  clock_in: string;
  clock_out: string | null;
  position: string;
  source: string;
  break_minutes?: number;
};
type Sheet = { _id: string; user_id: string; location_id: string; week_start: string; status: string; placement_id?: string | null };

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** A worker of the tenant who is not on the clock and has no recent timesheet at the location. */
async function freeWorker(tenantId: string, locationId: string): Promise<string> {
  const res = await db().execute<{ id: string }>(sql`select c.id from candidates c where c.tenant_id = ${tenantId}
    and not exists (select 1 from timecards tc where tc.candidate_id = c.id and tc.clock_out is null)
    and not exists (select 1 from timesheets t where t.candidate_id = c.id and t.location_id = ${locationId} and t.week_start >= current_date - 14)
    order by c.last_name, c.first_name limit 1`);
  if (!res.rows[0]) throw new Error('no free worker');
  return String(res.rows[0].id);
}

const clockInCall = (token: string, body: unknown) =>
  call(timecard.POST, 'POST', '/api/work-app/v2/app/timerecord/timecard', { token, body });
const clockOutCall = (token: string, body: unknown) =>
  call(timesheetRoute.PUT, 'PUT', '/api/work-app/v2/app/timerecord/timesheet', { token, body });
const deleteCard = (token: string, id: string) =>
  call(timecardOne.DELETE, 'DELETE', `/api/work-app/v2/app/timerecord/timecard/${id}`, { token, params: { id } });
const openSheet = (token: string, body: unknown) =>
  call(timesheetRoute.POST, 'POST', '/api/work-app/v2/app/timerecord/timesheet', { token, body });
const openFromPlacement = (token: string, body: unknown) =>
  call(placementSheet.POST, 'POST', '/api/work-app/v2/app/timerecord/timesheet/placement', { token, body });

async function data<T>(res: Response): Promise<T> {
  const body = await json<{ data: T }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/**
 * Hours ago to clock in and out for a card of `length` hours inside one workweek on the site's clock: a card
 * over the week's end is split between two timesheets (README, pay rules), so a test of one sheet's hours
 * must not straddle it (Monday 00:00–03:00 at the site it did). The card moves earlier by whole hours until it fits.
 */
async function withinOneWeek(locationId: string, length: number): Promise<{ from: number; to: number }> {
  for (let to = 0; to < 48; to++) {
    const [first, last] = await Promise.all([
      workweekAt(db(), acmeId, locationId, new Date(Date.now() - (to + length) * 3_600_000)),
      workweekAt(db(), acmeId, locationId, new Date(Date.now() - to * 3_600_000 - 60_000)),
    ]);
    if (first === last) return { from: to + length, to };
  }
  throw new Error('no span of one week in the last two days');
}

async function clockIn(token: string, userId: string, locationId: string, hours = 3): Promise<Card> {
  return data<Card>(await clockInCall(token, { user_id: userId, location_id: locationId, clock_in: hoursAgo(hours), source: 'kiosk' }));
}

async function live(token: string, query: Record<string, string> = {}): Promise<WhoIsWorkingLive> {
  const res = await call(whosWorking.GET, 'GET', `/api/main/client-portal/whos-working?${new URLSearchParams(query)}`, { token });
  const body = await json<WhoIsWorkingLive>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

describe('work-app: clock in (POST v2/app/timerecord/timecard)', () => {
  it('clocks in a worker, who appears on the live board at once (working goes up by one)', async () => {
    const worker = await freeWorker(acmeId, myLoc);
    const before = await live(admin);
    const contactBefore = await live(contact);
    const card = await clockIn(recruiter, worker, myLoc, 3);
    expect(card._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(card.clock_out).toBeNull();
    expect(card.source).toBe('kiosk');

    const after = await live(admin);
    expect(after.meta.working).toBe(before.meta.working + 1);
    expect(after.meta.totalItems).toBe(after.data.length);
    const row = after.data.find((r) => r.timecard_id === card._id);
    expect(row).toBeDefined();
    expect(row).toMatchObject({ user_id: worker, location_id: myLoc, timesheet_id: card.timesheet_id, on_break: false });
    expect(row!.elapsed_minutes).toBeGreaterThanOrEqual(179);
    expect(row!.elapsed_minutes).toBeLessThanOrEqual(181);
    expect((await live(contact)).meta.working).toBe(contactBefore.meta.working + 1);

    const sheet = await sheetById(card.timesheet_id);
    expect(sheet).toMatchObject({ candidateId: worker, locationId: myLoc, status: 'pending', tenantId: acmeId });
    expect((await logsOf(sheet.id)).map((l) => l.action)).toEqual(['create', 'clock_in']);
  });

  it('clocking in the same worker again → 409, even at another location', async () => {
    const worker = await freeWorker(acmeId, myLoc);
    await clockIn(admin, worker, myLoc, 1);
    await expectError(await clockInCall(admin, { user_id: worker, location_id: myLoc }), 409, 'conflict');
    await expectError(await clockInCall(admin, { user_id: worker, location_id: otherLoc }), 409, 'conflict');
    const open = await db()
      .select()
      .from(timecards)
      .where(and(eq(timecards.candidateId, worker), isNull(timecards.clockOut)));
    expect(open).toHaveLength(1);
  });

  it('a week whose timesheet is approved or locked cannot take new time → 409', async () => {
    const row = (
      await db().execute<{
        candidate_id: string;
        location_id: string;
        week_start: string;
      }>(sql`select t.candidate_id, t.location_id, t.week_start
      from timesheets t where t.tenant_id = ${acmeId} and t.locked and t.status = 'approved' and t.archived_at is null
        and not exists (select 1 from timecards tc where tc.candidate_id = t.candidate_id and tc.clock_out is null) limit 1`)
    ).rows[0]!;
    const when = `${format(addDays(parseISO(String(row.week_start)), 2), 'yyyy-MM-dd')}T10:00:00.000Z`;
    const res = await clockInCall(admin, { user_id: String(row.candidate_id), location_id: String(row.location_id), clock_in: when });
    const body = await expectError(res, 409, 'conflict');
    expect(body.message).toMatch(/record time/);
    const open = await db()
      .select()
      .from(timecards)
      .where(and(eq(timecards.candidateId, String(row.candidate_id)), isNull(timecards.clockOut)));
    expect(open).toHaveLength(0);
  });

  it('a shift_id that does not exist → 404, not a 500', async () => {
    const worker = await freeWorker(acmeId, myLoc);
    await expectError(
      await clockInCall(admin, { user_id: worker, location_id: myLoc, shift_id: '00000000-0000-4000-8000-000000000000' }),
      404,
      'not_found',
    );
    const open = await db()
      .select()
      .from(timecards)
      .where(and(eq(timecards.candidateId, worker), isNull(timecards.clockOut)));
    expect(open).toHaveLength(0);
  });

  it("another tenant's shift_id → 404, and no card refers to it", async () => {
    const worker = await freeWorker(acmeId, myLoc);
    const globexShift = (
      await db().select({ id: shiftsTable.id }).from(shiftsTable).where(eq(shiftsTable.tenantId, globexId)).limit(1)
    )[0]!;
    await expectError(await clockInCall(admin, { user_id: worker, location_id: myLoc, shift_id: globexShift.id }), 404, 'not_found');
    const cards = await db()
      .select()
      .from(timecards)
      .where(and(eq(timecards.tenantId, acmeId), eq(timecards.shiftId, globexShift.id)));
    expect(cards).toHaveLength(0);
  });

  it('clocking in with the shift of the location records that shift on the board', async () => {
    const worker = await freeWorker(acmeId, myLoc);
    const shift = (
      await db().execute<{ id: string }>(sql`select id from shifts where tenant_id = ${acmeId} and location_id = ${myLoc}
      and starts_at <= now() order by starts_at desc limit 1`)
    ).rows[0]!;
    const card = await data<Card>(
      await clockInCall(admin, { user_id: worker, location_id: myLoc, shift_id: String(shift.id), clock_in: hoursAgo(0.5) }),
    );
    const row = (await live(admin, { location: myLoc })).data.find((r) => r.timecard_id === card._id);
    expect(row?.shift_id).toBe(String(shift.id));
  });

  it('a contact → 403; no session → 401', async () => {
    const worker = await freeWorker(acmeId, myLoc);
    await expectError(await clockInCall(contact, { user_id: worker, location_id: myLoc }), 403, 'forbidden');
    await expectError(
      await call(timecard.POST, 'POST', '/api/work-app/v2/app/timerecord/timecard', { body: { user_id: worker, location_id: myLoc } }),
      401,
    );
  });

  it("another tenant's location or worker → 404", async () => {
    const worker = await freeWorker(acmeId, myLoc);
    await expectError(await clockInCall(admin, { user_id: worker, location_id: globexLoc }), 404, 'not_found');
    const globexWorker = await freeWorker(globexId, globexLoc);
    await expectError(await clockInCall(admin, { user_id: globexWorker, location_id: myLoc }), 404, 'not_found');
    const open = await db()
      .select()
      .from(timecards)
      .where(and(isNull(timecards.clockOut), sql`${timecards.candidateId} in (${worker}, ${globexWorker})`));
    expect(open).toHaveLength(0);
  });

  it('bad input → 400: missing ids, non-uuids, bad source, a clock-in in the future, malformed JSON', async () => {
    const worker = await freeWorker(acmeId, myLoc);
    for (const body of [
      {},
      { user_id: worker },
      { user_id: 'w1', location_id: myLoc },
      { user_id: worker, location_id: myLoc, source: 'fax' },
      { user_id: worker, location_id: myLoc, clock_in: 'now' },
      { user_id: worker, location_id: myLoc, clock_in: new Date(Date.now() + 3_600_000).toISOString() },
    ]) {
      await expectError(await clockInCall(admin, body), 400, 'bad_request');
    }
    await expectError(
      await call(timecard.POST, 'POST', '/api/work-app/v2/app/timerecord/timecard', { token: admin, rawBody: '{"user_id"' }),
      400,
      'bad_request',
    );
  });
});

describe('work-app: clock out (PUT v2/app/timerecord/timesheet)', () => {
  it("closes the card with its break, recomputes the timesheet's hours, and the worker leaves the board", async () => {
    const worker = await freeWorker(acmeId, myLoc);
    const span = await withinOneWeek(myLoc, 3);
    const card = await clockIn(admin, worker, myLoc, span.from);
    const working = (await live(admin)).meta.working;
    const out = await data<Card>(await clockOutCall(recruiter, { timecard_id: card._id, break_minutes: 30, clock_out: hoursAgo(span.to) }));
    expect(out.clock_out).not.toBeNull();
    expect(out.break_minutes).toBe(30);
    const expected = (Date.parse(out.clock_out!) - Date.parse(card.clock_in)) / 3_600_000 - 0.5;
    expect(expected).toBeGreaterThan(2.4);
    const sheet = await sheetById(card.timesheet_id);
    expect(Number(sheet.regularHours)).toBeCloseTo(expected, 2);
    expect(Number(sheet.overtimeHours)).toBe(0);

    const board = await live(admin);
    expect(board.meta.working).toBe(working - 1);
    expect(board.data.some((r) => r.timecard_id === card._id)).toBe(false);

    await expectError(await clockOutCall(admin, { timecard_id: card._id }), 409, 'conflict');
  });

  it('an explicit clock_out before clock-in, or a break as long as the card → 400', async () => {
    const worker = await freeWorker(acmeId, myLoc);
    const card = await clockIn(admin, worker, myLoc, 2);
    await expectError(await clockOutCall(admin, { timecard_id: card._id, clock_out: hoursAgo(3) }), 400, 'bad_request');
    await expectError(await clockOutCall(admin, { timecard_id: card._id, break_minutes: 150 }), 400, 'bad_request');
    await expectError(await clockOutCall(admin, { timecard_id: card._id, break_minutes: -1 }), 400, 'bad_request');
    await expectError(await clockOutCall(admin, { timecard_id: 'abc' }), 400, 'bad_request');
    const row = (await db().select().from(timecards).where(eq(timecards.id, card._id)))[0]!;
    expect(row.clockOut).toBeNull();
  });

  it('a clock-out in the future → 400 (as a clock-in in the future is)', async () => {
    const worker = await freeWorker(acmeId, myLoc);
    const card = await clockIn(admin, worker, myLoc, 1);
    await expectError(
      await clockOutCall(admin, { timecard_id: card._id, clock_out: new Date(Date.now() + 4 * 3_600_000).toISOString() }),
      400,
      'bad_request',
    );
    const row = (await db().select().from(timecards).where(eq(timecards.id, card._id)))[0]!;
    expect(row.clockOut).toBeNull();
  });

  it('recording time on a rejected timesheet returns it to pending, as any edit does (DESIGN §5), with a log row', async () => {
    // A rejected timesheet of a worker who is not on the clock now.
    let sheet = await makeTimesheet({ tenantId: acmeId, locationId: myLoc, status: 'rejected', comment: 'Hours missing' });
    while (
      (
        await db()
          .select({ id: timecards.id })
          .from(timecards)
          .where(and(eq(timecards.candidateId, sheet.candidateId), isNull(timecards.clockOut)))
      ).length
    ) {
      sheet = await makeTimesheet({ tenantId: acmeId, locationId: myLoc, status: 'rejected', comment: 'Hours missing' });
    }
    const card = await data<Card>(
      await clockInCall(admin, { user_id: sheet.candidateId, location_id: myLoc, clock_in: at(sheet.weekStart, 2, 8) }),
    );
    expect(card.timesheet_id).toBe(sheet.id);
    await data(await clockOutCall(admin, { timecard_id: card._id, clock_out: at(sheet.weekStart, 2, 16), break_minutes: 30 }));
    const after = await sheetById(sheet.id);
    expect(Number(after.regularHours)).toBe(7.5);
    expect(after.status).toBe('pending');
    expect((await logsOf(sheet.id)).some((l) => l.fromStatus === 'rejected' && l.toStatus === 'pending')).toBe(true);
  });

  it("a clock-in inside the worker's last, already closed timecard is refused (no hours counted twice)", async () => {
    const worker = await freeWorker(acmeId, myLoc);
    const first = await clockIn(admin, worker, myLoc, 4);
    await data(await clockOutCall(admin, { timecard_id: first._id, break_minutes: 0 }));
    const before = (await db().select().from(timecards).where(eq(timecards.candidateId, worker))).length;
    const res = await clockInCall(admin, { user_id: worker, location_id: myLoc, clock_in: hoursAgo(2) });
    const body = await json<{ message: string }>(res);
    expect([400, 409], JSON.stringify(body)).toContain(res.status);
    expect(await db().select().from(timecards).where(eq(timecards.candidateId, worker))).toHaveLength(before);
  });

  it('a contact → 403; an unknown or globex timecard → 404', async () => {
    const worker = await freeWorker(acmeId, myLoc);
    const card = await clockIn(admin, worker, myLoc, 2);
    await expectError(await clockOutCall(contact, { timecard_id: card._id }), 403, 'forbidden');
    await expectError(await clockOutCall(globexAdmin, { timecard_id: card._id }), 404, 'not_found');
    const row = (await db().select().from(timecards).where(eq(timecards.id, card._id)))[0]!;
    expect(row.clockOut).toBeNull();
    await expectError(await clockOutCall(admin, { timecard_id: '00000000-0000-4000-8000-000000000000' }), 404, 'not_found');
  });
});

describe('work-app: DELETE v2/app/timerecord/timecard/{id}', () => {
  it('deletes a card, recomputes hours and takes it off the board; again → 404', async () => {
    const worker = await freeWorker(acmeId, myLoc);
    const span = await withinOneWeek(myLoc, 4);
    const card = await clockIn(admin, worker, myLoc, span.from);
    await data(await clockOutCall(admin, { timecard_id: card._id, break_minutes: 0, clock_out: hoursAgo(span.to) }));
    expect(Number((await sheetById(card.timesheet_id)).regularHours)).toBeGreaterThan(3.9);
    const second = await clockIn(admin, worker, myLoc, 0);
    const res = await deleteCard(recruiter, card._id);
    expect(res.status).toBe(200);
    expect(await db().select().from(timecards).where(eq(timecards.id, card._id))).toHaveLength(0);
    expect(Number((await sheetById(card.timesheet_id)).regularHours)).toBe(0);
    await data(await deleteCard(admin, second._id));
    expect((await live(admin)).data.some((r) => r.timecard_id === second._id)).toBe(false);
    await expectError(await deleteCard(admin, card._id), 404, 'not_found');
  });

  it('a contact → 403; a non-uuid → 404; a globex card → 404; a card of a locked timesheet → 409', async () => {
    const locked = (
      await db().execute<{ id: string }>(sql`select tc.id from timecards tc join timesheets t on t.id = tc.timesheet_id
      where t.tenant_id = ${acmeId} and t.locked limit 1`)
    ).rows[0]!;
    const id = String(locked.id);
    await expectError(await deleteCard(contact, id), 403, 'forbidden');
    await expectError(await deleteCard(admin, 'card-1'), 404, 'not_found');
    const globexCard = (await db().select({ id: timecards.id }).from(timecards).where(eq(timecards.tenantId, globexId)).limit(1))[0]!;
    await expectError(await deleteCard(admin, globexCard.id), 404, 'not_found');
    expect(await db().select().from(timecards).where(eq(timecards.id, globexCard.id))).toHaveLength(1);
    await expectError(await deleteCard(admin, id), 409, 'conflict');
    expect(await db().select().from(timecards).where(eq(timecards.id, id))).toHaveLength(1);
  });
});

describe('work-app: POST v2/app/timerecord/timesheet and …/timesheet/placement', () => {
  it("creates the week's timesheet (week_start normalised to Monday) and returns the same one next time", async () => {
    const worker = await freeWorker(acmeId, otherLoc);
    const first = await data<Sheet>(await openSheet(recruiter, { user_id: worker, location_id: otherLoc, week_start: '2017-05-10' }));
    expect(first).toMatchObject({ user_id: worker, location_id: otherLoc, week_start: '2017-05-08', status: 'pending' });
    const again = await data<Sheet>(await openSheet(admin, { user_id: worker, location_id: otherLoc, week_start: '2017-05-14' }));
    expect(again._id).toBe(first._id);
    const rows = await db()
      .select()
      .from(timesheets)
      .where(and(eq(timesheets.candidateId, worker), eq(timesheets.locationId, otherLoc), eq(timesheets.weekStart, '2017-05-08')));
    expect(rows).toHaveLength(1);
    expect((await logsOf(first._id)).map((l) => l.action)).toEqual(['create']);
  });

  // The current week is the site's, not the UTC day's: proven at the instants where the two disagree
  // (Monday 00:30 UTC and 04:30 UTC are still Sunday at an American site; Sunday 23:30 UTC is Monday in
  // Asia). Only Date is faked, at instants after now, so the sessions signed above stay valid.
  it("without week_start it opens the week of the site's own calendar day, at any hour", async () => {
    const [site] = await db().select({ timezone: locations.timezone }).from(locations).where(eq(locations.id, otherLoc));
    // The next occurrence of each weekly instant (UTC weekday, hour, minute), at most 7 days ahead; those
    // past the sessions' 7-day lifetime (a minute's margin) are left out, so at least two remain.
    const signedInUntil = Date.now() + 7 * 86_400_000 - 60_000;
    const next = (weekday: number, hours: number, minutes: number) => {
      const now = new Date();
      const sameDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes);
      const ahead = (weekday - now.getUTCDay() + 7) % 7;
      const candidate = sameDay + ahead * 86_400_000;
      return new Date(candidate > now.getTime() ? candidate : candidate + 7 * 86_400_000);
    };
    const instants = [next(1, 0, 30), next(1, 4, 30), next(0, 23, 30)].filter((d) => d.getTime() < signedInUntil);
    expect(instants.length).toBeGreaterThan(0);
    for (const instant of instants) {
      vi.useFakeTimers({ toFake: ['Date'], now: instant });
      try {
        const worker = await freeWorker(acmeId, otherLoc);
        const sheet = await data<Sheet>(await openSheet(admin, { user_id: worker, location_id: otherLoc }));
        const siteDay = new Intl.DateTimeFormat('en-CA', { timeZone: site!.timezone }).format(instant);
        expect(sheet.week_start).toBe(format(startOfISOWeek(parseISO(siteDay)), 'yyyy-MM-dd'));
      } finally {
        vi.useRealTimers();
      }
    }
  });

  it('from a placement: takes its worker, location and rates; idempotent', async () => {
    const p = (await db().select().from(placements).where(eq(placements.tenantId, acmeId)).limit(1))[0]!;
    const first = await data<Sheet>(await openFromPlacement(admin, { placement_id: p.id, week_start: '2017-06-14' }));
    expect(first).toMatchObject({
      user_id: p.candidateId,
      location_id: p.locationId,
      week_start: '2017-06-12',
      placement_id: p.id,
      status: 'pending',
    });
    const row = await sheetById(first._id);
    expect(row.billRate).toBe(p.billRate);
    expect(row.payRate).toBe(p.payRate);
    const again = await data<Sheet>(await openFromPlacement(recruiter, { placement_id: p.id, week_start: '2017-06-12' }));
    expect(again._id).toBe(first._id);
  });

  it('a contact → 403; another tenant → 404; bad input → 400', async () => {
    const worker = await freeWorker(acmeId, otherLoc);
    await expectError(await openSheet(contact, { user_id: worker, location_id: myLoc }), 403, 'forbidden');
    const p = (await db().select().from(placements).where(eq(placements.tenantId, acmeId)).limit(1))[0]!;
    await expectError(await openFromPlacement(contact, { placement_id: p.id }), 403, 'forbidden');

    await expectError(await openSheet(admin, { user_id: worker, location_id: globexLoc }), 404, 'not_found');
    const globexWorker = await freeWorker(globexId, globexLoc);
    await expectError(await openSheet(admin, { user_id: globexWorker, location_id: myLoc }), 404, 'not_found');
    const gp = (await db().select().from(placements).where(eq(placements.tenantId, globexId)).limit(1))[0]!;
    await expectError(await openFromPlacement(admin, { placement_id: gp.id }), 404, 'not_found');
    const created = await db()
      .select()
      .from(timesheets)
      .where(and(eq(timesheets.tenantId, acmeId), eq(timesheets.candidateId, globexWorker)));
    expect(created).toHaveLength(0);

    await expectError(await openSheet(admin, { user_id: worker }), 400, 'bad_request');
    await expectError(await openSheet(admin, { user_id: worker, location_id: otherLoc, week_start: '10/05/2017' }), 400, 'bad_request');
    await expectError(await openFromPlacement(admin, { placement_id: 'p-1' }), 400, 'bad_request');
    await expectError(await openFromPlacement(admin, {}), 400, 'bad_request');
  });
});

describe('GET /client-portal/whos-working (live)', () => {
  it('has the live shape', async () => {
    const board = await live(admin);
    expect(board.data.length).toBeGreaterThan(0);
    const { meta } = board;
    expect(meta.working).toBe(board.data.length);
    expect(meta.totalItems).toBe(board.data.length);
    expect(meta.late).toBe(board.data.filter((r) => r.late_minutes > 0).length);
    expect(meta.no_show).toBe(meta.no_shows.reduce((n, s) => n + s.expected - s.clocked_in, 0));
    for (const s of meta.no_shows) expect(s.clocked_in).toBeLessThan(s.expected);
    expect(Math.abs(Date.parse(meta.as_of) - Date.now())).toBeLessThan(60_000);
    expect(meta.headcount.length).toBeGreaterThan(0);
    for (const h of meta.headcount) {
      expect(Number.isNaN(Date.parse(h.hour))).toBe(false);
      expect(h.count).toBeGreaterThanOrEqual(0);
    }
    expect(meta.headcount[meta.headcount.length - 1]!.count).toBeGreaterThanOrEqual(meta.working > 0 ? 1 : 0);
    for (const r of board.data) {
      for (const key of [
        'timecard_id',
        'timesheet_id',
        'user_id',
        'worker_name',
        'company_name',
        'location_id',
        'location_name',
        'position',
        'clock_in',
        'elapsed_minutes',
        'on_break',
        'late_minutes',
      ]) {
        expect(r, key).toHaveProperty(key);
      }
    }
    const { n } = (
      await db().execute<{ n: number }>(sql`select count(*)::int as n from timecards where tenant_id = ${acmeId} and clock_out is null`)
    ).rows[0]!;
    expect(meta.working).toBe(Number(n));
  });

  it('a contact sees only assigned locations; ?location= narrows to one', async () => {
    const mine = await live(contact);
    const all = await live(admin);
    for (const r of mine.data) expect(contactLocs).toContain(r.location_id);
    for (const s of mine.meta.no_shows) expect(contactLocs).toContain(s.location_id);
    expect(mine.meta.working).toBeLessThan(all.meta.working);
    expect(mine.meta.working).toBe(all.data.filter((r) => contactLocs.includes(r.location_id)).length);

    const one = await live(admin, { location: myLoc });
    expect(one.data.length).toBeGreaterThan(0);
    for (const r of one.data) expect(r.location_id).toBe(myLoc);
    expect(one.meta.working).toBe(all.data.filter((r) => r.location_id === myLoc).length);
    expect((await live(contact, { location: otherLoc })).data).toEqual([]);
  });

  it('bad location → 400; no session → 401', async () => {
    await expectError(
      await call(whosWorking.GET, 'GET', '/api/main/client-portal/whos-working?location=east', { token: admin }),
      400,
      'bad_request',
    );
    await expectError(await call(whosWorking.GET, 'GET', '/api/main/client-portal/whos-working'), 401);
  });
});

describe('GET /client-portal/whos-working?history=true', () => {
  const history = (token: string, query: Record<string, string>) =>
    call(whosWorking.GET, 'GET', `/api/main/client-portal/whos-working?${new URLSearchParams({ history: 'true', ...query })}`, { token });

  it('lists who worked from..to, with meta.total_hours the sum of the rows', async () => {
    const { week_start: start } = (
      await db().execute<{ week_start: string }>(sql`select min(week_start) as week_start from timesheets
      where tenant_id = ${acmeId} and week_start > current_date - 60`)
    ).rows[0]!;
    const from = String(start);
    const to = format(addDays(parseISO(from), 13), 'yyyy-MM-dd');
    const res = await history(admin, { from, to });
    const body = await json<WhoIsWorkingHistory>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.meta).toMatchObject({ from, to, totalItems: body.data.length });
    expect(body.meta.total_hours).toBeCloseTo(
      body.data.reduce((n, r) => n + r.hours, 0),
      2,
    );
    for (const r of body.data) {
      // Days are the site's (DESIGN §8 "One clock"): the first clock-in falls in from..to on its site's calendar.
      const siteDay = new Intl.DateTimeFormat('en-CA', { timeZone: r.location_timezone }).format(new Date(r.first_in));
      expect(siteDay >= from && siteDay <= to).toBe(true);
      expect(r.timecards).toBeGreaterThan(0);
    }
    const { h } = (
      await db().execute<{
        h: string;
      }>(sql`select coalesce(sum(extract(epoch from clock_out - clock_in) / 3600 - break_minutes / 60.0), 0) as h
      from timecards tc join locations l on l.id = tc.location_id where tc.tenant_id = ${acmeId} and clock_out is not null
        and clock_in >= (${from}::date)::timestamp at time zone l.timezone and clock_in < (${to}::date + 1)::timestamp at time zone l.timezone`)
    ).rows[0]!;
    expect(body.meta.total_hours).toBeCloseTo(Number(h), 1);

    const mine = await json<WhoIsWorkingHistory>(await history(contact, { from, to }));
    expect(mine.data.length).toBeGreaterThan(0);
    for (const r of mine.data) expect(contactLocs).toContain(r.location_id);
    expect(mine.meta.total_hours).toBeLessThan(body.meta.total_hours);
    const oneLoc = await json<WhoIsWorkingHistory>(await history(admin, { from, to, location: myLoc }));
    for (const r of oneLoc.data) expect(r.location_id).toBe(myLoc);
  });

  it('a day without work has no rows and 0 hours', async () => {
    const body = await json<WhoIsWorkingHistory>(await history(admin, { from: '2001-01-01', to: '2001-01-07' }));
    expect(body.data).toEqual([]);
    expect(body.meta.total_hours).toBe(0);
  });

  it("counts a day on the site's clock, whatever the browser's zone (X-Timezone): 02:00 UTC is the evening before in New York", async () => {
    // A card of its own, on a day far from the demo data: 2002-07-10 02:00–05:00 UTC = 9 July 22:00–01:00 in New York.
    const sheet = await makeTimesheet({ tenantId: acmeId, locationId: myLoc });
    await db()
      .insert(timecards)
      .values({
        tenantId: acmeId,
        timesheetId: sheet.id,
        candidateId: sheet.candidateId,
        locationId: myLoc,
        position: 'Picker',
        clockIn: new Date('2002-07-10T02:00:00Z'),
        clockOut: new Date('2002-07-10T05:00:00Z'),
        source: 'manual',
      });
    const inZone = (timeZone: string, day: string) =>
      call(
        whosWorking.GET,
        'GET',
        `/api/main/client-portal/whos-working?${new URLSearchParams({ history: 'true', from: day, to: day, location: myLoc })}`,
        { token: admin, headers: { 'x-timezone': timeZone } },
      );
    const ids = async (res: Response) => (await json<WhoIsWorkingHistory>(res)).data.map((r) => r.user_id);
    const site = (await db().select({ timezone: locations.timezone }).from(locations).where(eq(locations.id, myLoc)))[0]!;
    await db().update(locations).set({ timezone: 'America/New_York' }).where(eq(locations.id, myLoc));
    try {
      // The same answer in every browser, an unknown zone included (never an error).
      for (const browser of ['America/New_York', 'UTC', 'Asia/Tokyo', 'Mars/Olympus_Mons']) {
        expect(await ids(await inZone(browser, '2002-07-09')), browser).toContain(sheet.candidateId);
        expect(await ids(await inZone(browser, '2002-07-10')), browser).not.toContain(sheet.candidateId);
      }
    } finally {
      await db().update(locations).set({ timezone: site.timezone }).where(eq(locations.id, myLoc));
    }
  });

  it('from after to, a bad date or more than a year → 400', async () => {
    await expectError(await history(admin, { from: '2025-03-10', to: '2025-03-01' }), 400, 'bad_request');
    await expectError(await history(admin, { from: 'last week' }), 400, 'bad_request');
    await expectError(await history(admin, { from: '2023-01-01', to: '2025-01-01' }), 400, 'bad_request');
  });
});

describe('GET /client-portal/whos-working/{timesheetId}?timecardId', () => {
  const entry = (token: string, timesheetId: string, timecardId?: string) =>
    call(whosWorkingOne.GET, 'GET', `/api/main/client-portal/whos-working/${timesheetId}${timecardId ? `?timecardId=${timecardId}` : ''}`, {
      token,
      params: { timesheetId },
    });

  it('returns the timesheet of a board entry with its timecards; a timecard of another timesheet → 404', async () => {
    const board = await live(contact);
    const [a, b] = atLeast(
      board.data.filter((r) => r.timesheet_id),
      2,
    );
    const res = await entry(contact, a.timesheet_id!, a.timecard_id);
    const body = await json<{ data: TimesheetDetail }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data._id).toBe(a.timesheet_id);
    expect(body.data.timecards.some((c) => c._id === a.timecard_id && c.clock_out === null)).toBe(true);
    expect(body.data.allowed_actions).not.toContain('edit');
    expect((await entry(contact, a.timesheet_id!)).status).toBe(200);
    await expectError(await entry(contact, a.timesheet_id!, b.timecard_id), 404, 'not_found');
    await expectError(await entry(contact, a.timesheet_id!, 'tc-1'), 400, 'bad_request');
    await expectError(await entry(contact, 'nope'), 404, 'not_found');
  });

  it('a contact cannot open an entry of a location not assigned; globex → 404', async () => {
    const outside = (await live(admin)).data.find((r) => r.timesheet_id && !contactLocs.includes(r.location_id));
    expect(outside).toBeDefined();
    await expectError(await entry(contact, outside!.timesheet_id!, outside!.timecard_id), 404, 'not_found');
    expect((await entry(admin, outside!.timesheet_id!, outside!.timecard_id)).status).toBe(200);
    const foreign = (await live(globexAdmin)).data[0]!;
    await expectError(await entry(admin, foreign.timesheet_id!, foreign.timecard_id), 404, 'not_found');
  });
});

describe('on-demand: GET /locations and /jobs', () => {
  it('a contact gets exactly their 2 locations; an admin gets all', async () => {
    const res = await call(locationsRoute.GET, 'GET', '/api/on-demand/locations', { token: contact });
    const body = await json<ListBody<{ _id: string; name: string; company_name: string; status: string }>>(res);
    expect(res.status).toBe(200);
    expect(body.data.map((l) => l._id).sort()).toEqual(contactLocs);
    expect(body.data.map((l) => l.name).sort()).toEqual(['Cross-Dock North', 'Distribution Center East']);
    for (const l of body.data) expect(l.company_name).toBe('Northwind Logistics');
    const all = await json<ListBody<{ _id: string }>>(await call(locationsRoute.GET, 'GET', '/api/on-demand/locations', { token: admin }));
    expect(all.data.map((l) => l._id).sort()).toEqual((await locationsOf(acmeId)).map((l) => l.id).sort());
    expect(all.meta.totalItems).toBe(all.data.length);
    await expectError(await call(locationsRoute.GET, 'GET', '/api/on-demand/locations'), 401);
  });

  it("lists the tenant's jobs; a contact only those at her assigned locations (a job with no location is not hers)", async () => {
    const all = await json<ListBody<{ _id: string; title: string; location_id: string | null; status: string }>>(
      await call(jobs.GET, 'GET', '/api/on-demand/jobs', { token: admin }),
    );
    expect(all.data.length).toBeGreaterThan(0);
    const { n } = (await db().execute<{ n: number }>(sql`select count(*)::int as n from jobs where tenant_id = ${acmeId}`)).rows[0]!;
    expect(all.data.length).toBe(Math.min(Number(n), 200));
    const mine = await json<ListBody<{ _id: string; location_id: string | null }>>(
      await call(jobs.GET, 'GET', '/api/on-demand/jobs', { token: contact }),
    );
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.length).toBeLessThan(all.data.length);
    for (const j of mine.data) expect(j.location_id !== null && contactLocs.includes(j.location_id)).toBe(true);
  });
});

describe('on-demand: GET /shifts/v2 and POST /shifts', () => {
  type Shift = {
    _id: string;
    location_id: string;
    position: string;
    starts_at: string;
    ends_at: string;
    status: string;
    headcount: number;
  };
  const getShifts = (token: string, query: Record<string, string>) =>
    call(shifts.GET, 'GET', `/api/on-demand/shifts/v2?${new URLSearchParams(query)}`, { token });
  const postShift = (token: string, body: unknown) => call(shiftsCreate.POST, 'POST', '/api/on-demand/shifts', { token, body });
  async function shiftList(token: string, query: Record<string, string>) {
    const res = await getShifts(token, query);
    const body = await json<ListBody<Shift>>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body;
  }
  const today = () => format(new Date(), 'yyyy-MM-dd');
  const daysFromNow = (d: number) => format(addDays(new Date(), d), 'yyyy-MM-dd');

  it('filters by startDate/endDate, location and status', async () => {
    const startDate = daysFromNow(-3);
    const endDate = daysFromNow(3);
    const body = await shiftList(admin, { startDate, endDate, per_page: '200' });
    expect(body.data.length).toBeGreaterThan(0);
    for (const s of body.data) {
      const day = s.starts_at.slice(0, 10);
      expect(day >= startDate && day <= endDate, day).toBe(true);
    }
    const { n } = (
      await db().execute<{ n: number }>(sql`select count(*)::int as n from shifts where tenant_id = ${acmeId}
      and starts_at >= ${startDate}::date and starts_at < ${endDate}::date + 1`)
    ).rows[0]!;
    expect(body.meta.totalItems).toBe(Number(n));

    const atLoc = await shiftList(admin, { startDate, endDate, location: otherLoc });
    expect(atLoc.data.length).toBeGreaterThan(0);
    for (const s of atLoc.data) expect(s.location_id).toBe(otherLoc);
    const published = await shiftList(admin, { status: 'published', startDate: today(), endDate: today() });
    for (const s of published.data) expect(s.status).toBe('published');
  });

  it('a contact sees only shifts at assigned locations', async () => {
    const body = await shiftList(contact, { per_page: '200' });
    expect(body.data.length).toBeGreaterThan(0);
    for (const s of body.data) expect(contactLocs).toContain(s.location_id);
  });

  it('bad dates and filters → 400', async () => {
    const cases: Record<string, string>[] = [
      { startDate: '2025/01/01' },
      { endDate: 'tomorrow' },
      { startDate: '2025-03-10', endDate: '2025-03-01' },
      { status: 'open' },
      { location: 'x' },
      { per_page: '1000' },
    ];
    for (const q of cases) {
      await expectError(await getShifts(admin, q), 400, 'bad_request');
    }
  });

  it('POST with app=client-portal and draft=true creates a draft request the list shows', async () => {
    const starts = new Date(Date.now() + 2 * 86_400_000);
    starts.setUTCHours(14, 0, 0, 0);
    const ends = new Date(starts.getTime() + 8 * 3_600_000);
    const res = await postShift(contact, {
      app: 'client-portal',
      draft: true,
      location_id: myLoc,
      position: 'Forklift Operator',
      starts_at: starts.toISOString(),
      ends_at: ends.toISOString(),
      headcount: 3,
    });
    const created = await data<Shift>(res);
    expect(created).toMatchObject({
      location_id: myLoc,
      position: 'Forklift Operator',
      status: 'draft',
      headcount: 3,
      starts_at: starts.toISOString(),
      ends_at: ends.toISOString(),
    });
    const row = (await db().select().from(shiftsTable).where(eq(shiftsTable.id, created._id)))[0]!;
    expect(row.tenantId).toBe(acmeId);
    expect(row.status).toBe('draft');
    const drafts = await shiftList(contact, {
      status: 'draft',
      location: myLoc,
      startDate: starts.toISOString().slice(0, 10),
      endDate: starts.toISOString().slice(0, 10),
    });
    expect(drafts.data.map((s) => s._id)).toContain(created._id);
  });

  it('ends before starts or over 24 h → 400; another tenant or an unassigned location → 404', async () => {
    const starts = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const base = { app: 'client-portal', draft: true, position: 'Packer', starts_at: starts };
    await expectError(
      await postShift(admin, { ...base, location_id: myLoc, ends_at: new Date(Date.parse(starts) - 3_600_000).toISOString() }),
      400,
      'bad_request',
    );
    await expectError(
      await postShift(admin, { ...base, location_id: myLoc, ends_at: new Date(Date.parse(starts) + 25 * 3_600_000).toISOString() }),
      400,
      'bad_request',
    );
    await expectError(
      await postShift(admin, {
        ...base,
        app: 'mobile',
        location_id: myLoc,
        ends_at: new Date(Date.parse(starts) + 3_600_000).toISOString(),
      }),
      400,
      'bad_request',
    );
    await expectError(
      await postShift(admin, {
        ...base,
        location_id: myLoc,
        position: '',
        ends_at: new Date(Date.parse(starts) + 3_600_000).toISOString(),
      }),
      400,
      'bad_request',
    );
    const ends = new Date(Date.parse(starts) + 4 * 3_600_000).toISOString();
    await expectError(await postShift(admin, { ...base, location_id: globexLoc, ends_at: ends }), 404, 'not_found');
    await expectError(await postShift(contact, { ...base, location_id: otherLoc, ends_at: ends }), 404, 'not_found');
    const stray = await db()
      .select()
      .from(shiftsTable)
      .where(and(eq(shiftsTable.position, 'Packer'), eq(shiftsTable.startsAt, new Date(starts))));
    expect(stray).toHaveLength(0);
  });
});

describe('table-configs: GET and PUT /table-configs/{table}', () => {
  const key = `timesheets-${Date.now().toString(36)}`;
  const getConfig = (token: string, table = key) =>
    call(tableConfig.GET, 'GET', `/api/main/table-configs/${table}`, { token, params: { table } });
  const putConfig = (token: string, body: unknown, table = key) =>
    call(tableConfig.PUT, 'PUT', `/api/main/table-configs/${table}`, { token, params: { table }, body });

  it('is null at first, returns what was saved, and is per user', async () => {
    expect(await data(await getConfig(recruiter))).toBeNull();
    const config = { columns: ['worker', 'week_start', 'total_hours'], filters: { status: 'submitted' }, per_page: 50 };
    expect(await data(await putConfig(recruiter, config))).toEqual(config);
    expect(await data(await getConfig(recruiter))).toEqual(config);
    const changed = { columns: ['worker'] };
    await data(await putConfig(recruiter, changed));
    expect(await data(await getConfig(recruiter))).toEqual(changed);
    expect(await data(await getConfig(admin))).toBeNull();
    expect(await data(await getConfig(globexAdmin))).toBeNull();
    expect(await data(await getConfig(contact))).toBeNull();
  });

  it('a bad table key → 404; a bad body → 400; no session → 401', async () => {
    await expectError(await getConfig(admin, 'Time Sheets'), 404, 'not_found');
    await expectError(await getConfig(admin, 'x'.repeat(41)), 404, 'not_found');
    await expectError(await putConfig(admin, { columns: ['worker'] }, '../etc'), 404, 'not_found');
    await expectError(await putConfig(admin, { columns: ['Worker Name'] }), 400, 'bad_request');
    await expectError(await putConfig(admin, {}), 400, 'bad_request');
    await expectError(await putConfig(admin, { columns: [], per_page: 1000 }), 400, 'bad_request');
    await expectError(
      await call(tableConfig.PUT, 'PUT', `/api/main/table-configs/${key}`, { token: admin, params: { table: key }, rawBody: '{' }),
      400,
      'bad_request',
    );
    expect(await data(await getConfig(admin))).toBeNull();
    await expectError(await call(tableConfig.GET, 'GET', `/api/main/table-configs/${key}`, { params: { table: key } }), 401);
  });
});

describe('the timesheet_counts summary', () => {
  it('still equals a direct GROUP BY count of timesheets after everything above', async () => {
    const summary = await db().execute<{ tenant_id: string; location_id: string; status: string; archived: boolean; n: number }>(sql`
      select tenant_id, location_id, status, archived, n from timesheet_counts where n <> 0`);
    const direct = await db().execute<{ tenant_id: string; location_id: string; status: string; archived: boolean; n: number }>(sql`
      select tenant_id, location_id, status, archived_at is not null as archived, count(*)::int as n from timesheets group by 1, 2, 3, 4`);
    const asMap = (rows: { tenant_id: string; location_id: string; status: string; archived: boolean; n: number }[]) =>
      Object.fromEntries(rows.map((r) => [`${r.tenant_id}/${r.location_id}/${r.status}/${r.archived}`, Number(r.n)]));
    expect(direct.rows.length).toBeGreaterThan(0);
    expect(asMap(summary.rows)).toEqual(asMap(direct.rows));
  });
});
