import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as overviewRoute from '@/app/api/main/overview/route';
import * as timesheetList from '@/app/api/main/client-portal/timesheets/v2/route';
import * as shiftList from '@/app/api/on-demand/shifts/v2/route';
import { db } from '@/lib/db/client';
import { shiftsQuery } from '@/lib/on-demand/schema';
import { overviewOf } from '@/lib/overview/queries';
import type { Overview } from '@/lib/overview/schema';
import { versionsSinceNow } from '@/lib/db/versioned-cache';
import { addDays } from '@/lib/pay-rules/zone';
import { listQuery } from '@/lib/timesheets/schema';
import { cleanUp, permissionWorld, portalContact, type PermissionWorld, type PortalContact } from './contact-permission-fixtures';
import { call, json, signIn } from './helpers';
import { ownTenant } from './own-tenant';

/**
 * Issue 14 §4: every number of the overview equals the list it links to, asked with the same filters and
 * in the same scope: for the agency, and for a contact who sees one of the two locations. The contact's
 * figures are also checked against the rows this file made at her location, so nothing of the other
 * location, or of another tenant (acme gets rows in the same week), is counted.
 */

const SLUG = 'overview-own';
// A week of its own, far from the seeded demo weeks: Monday 2031-03-10 (the tenant's weeks start on Monday).
const WEEK = '2031-03-10';
const LAST = addDays(WEEK, -7);

type Row = Record<string, unknown>;
type List = { data: Row[]; meta: { totalItems: number } };

let world: PermissionWorld;
let admin = '';
let contact: PortalContact;
let tenantId = '';
const acmeRows: { shift?: string; timesheet?: string; candidate?: string } = {};

async function overviewAs(token: string, week = WEEK): Promise<Overview> {
  const res = await call(overviewRoute.GET, 'GET', `/api/main/overview?week=${week}`, { token });
  const body = await json<{ data: Overview }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** Every page of a list (the route's own answers), for sums over its rows. */
async function allPages(
  handler: typeof timesheetList.GET | typeof shiftList.GET,
  path: string,
  query: Record<string, string>,
  token: string,
  perPage: number,
): Promise<List> {
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1; page < 100; page++) {
    const q = new URLSearchParams({ ...query, page: String(page), per_page: String(perPage) });
    const res = await call(handler, 'GET', `${path}?${q}`, { token });
    const body = await json<List>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    rows.push(...body.data);
    total = body.meta.totalItems;
    if (rows.length >= total || body.data.length < perPage) break;
  }
  return { data: rows, meta: { totalItems: total } };
}
const timesheets = (token: string, query: Record<string, string>) =>
  allPages(timesheetList.GET, '/api/main/client-portal/timesheets/v2', query, token, 100);
const shifts = (token: string, query: Record<string, string>) => allPages(shiftList.GET, '/api/on-demand/shifts/v2', query, token, 200);
const weekOf = (w: string) => ({ dateRange: `${w} to ${w}` });
const shiftWeek = (w: string) => ({ startDate: w, endDate: addDays(w, 6) });
const sum = (rows: Row[], f: (r: Row) => number) => Math.round(rows.reduce((n, r) => n + f(r), 0) * 100) / 100;

// ——— The rows: per site, this week and last ———

async function worker(tenant: string, tag: string): Promise<string> {
  const rows = await db().execute<{ id: string }>(sql`insert into candidates (tenant_id, first_name, last_name, email)
    values (${tenant}, 'Ova', ${tag}, ${`${tag}-${randomUUID().slice(0, 6)}@overview.test`}) returning id`);
  return rows.rows[0]!.id;
}

async function timesheet(
  tenant: string,
  candidate: string,
  location: string,
  week: string,
  o: { status?: string; regular: number; overtime?: number; double?: number; bill: number; archived?: boolean; cardDay?: number },
): Promise<{ id: string; card: string }> {
  // One card of 8.5 h with a 30-minute break, on the week's day `cardDay` at 14:00 UTC (morning in New York):
  // its 8 worked hours are the sheet's hours of that day, as the engine stores them with the totals (the
  // hours above are set apart from the card, like an edited sheet's; the engine's own split is tested below).
  const day = addDays(week, o.cardDay ?? 1);
  const days = [0, 0, 0, 0, 0, 0, 0].map((h, i) => (i === (o.cardDay ?? 1) ? 8 : h));
  const t = (
    await db().execute<{ id: string }>(sql`insert into timesheets (tenant_id, candidate_id, location_id, week_start, status,
      regular_hours, overtime_hours, double_time_hours, bill_rate, pay_rate, bill_total, pay_total, archived_at, day_hours)
    values (${tenant}, ${candidate}, ${location}, ${week}::date, ${o.status ?? 'pending'}, ${o.regular}, ${o.overtime ?? 0}, ${o.double ?? 0},
      30, 20, ${o.bill}, ${o.bill / 2}, ${o.archived ? sql`now()` : sql`null`}, ${`{${days}}`}::numeric[]) returning id`)
  ).rows[0]!;
  const c = (
    await db().execute<{
      id: string;
    }>(sql`insert into timecards (tenant_id, timesheet_id, candidate_id, location_id, position, clock_in, clock_out, break_minutes)
    values (${tenant}, ${t.id}, ${candidate}, ${location}, 'Picker', ${`${day}T14:00:00Z`}::timestamptz, ${`${day}T22:30:00Z`}::timestamptz, 30) returning id`)
  ).rows[0]!;
  return { id: t.id, card: c.id };
}

async function shift(tenant: string, location: string, day: string, headcount: number, status = 'published'): Promise<string> {
  const s = (
    await db().execute<{ id: string }>(sql`insert into shifts (tenant_id, location_id, position, starts_at, ends_at, headcount, status)
    values (${tenant}, ${location}, 'Picker', ${`${day}T14:00:00Z`}::timestamptz, ${`${day}T22:00:00Z`}::timestamptz, ${headcount}, ${status}) returning id`)
  ).rows[0]!;
  return s.id;
}

/** An assignment; an accepted one also clocks in on the shift, so "filled" reads the same by either count. */
async function assign(tenant: string, shiftId: string, candidate: string, location: string, status: string, day: string) {
  await db().execute(
    sql`insert into shift_assignments (tenant_id, shift_id, candidate_id, status) values (${tenant}, ${shiftId}, ${candidate}, ${status})`,
  );
  if (status === 'accepted')
    await db()
      .execute(sql`insert into timecards (tenant_id, candidate_id, location_id, shift_id, position, clock_in, clock_out, break_minutes)
      values (${tenant}, ${candidate}, ${location}, ${shiftId}, 'Picker', ${`${day}T14:00:00Z`}::timestamptz, ${`${day}T15:00:00Z`}::timestamptz, 0)`);
}

async function exception(tenant: string, sheet: { id: string; card: string }, kind: string, status = 'open') {
  await db().execute(sql`insert into timecard_exceptions (tenant_id, timecard_id, timesheet_id, kind, status)
    values (${tenant}, ${sheet.card}, ${sheet.id}, ${kind}, ${status})`);
}

/** What this file made at the contact's site (North): the figures she must see, exactly. */
const NORTH = {
  this: { timesheets: 3, hours: 40 + 5 + 30 + 2 + 20, overtime: 5 + 2, spend: 1500 + 900 + 600, daily: [0, 8, 0, 8, 0, 0, 8] },
  last: { timesheets: 1, hours: 38, overtime: 0, spend: 1140 },
  shifts: { n: 2, headcount: 3 + 2, filled: 2 + 1, open: 2, noShows: 1, noShowShifts: 1 },
  submitted: 2,
  pastDue: 1,
  exceptions: 2,
  exceptionSheets: 1,
};

beforeAll(async () => {
  const tenant = await ownTenant(SLUG, 'Overview Own');
  tenantId = tenant.id;
  admin = await signIn(`admin@${SLUG}.test`, SLUG);
  world = await permissionWorld(admin, SLUG);
  const [north, south] = world.sites;
  // She may approve: what awaits approval counts only for a reader who may decide it (lib/timesheets/awaiting.ts).
  contact = await portalContact(world, admin, 'ova', [north], { approveTimesheets: true });
  const w = await Promise.all(Array.from({ length: 6 }, (_, i) => worker(tenantId, `W${i}`)));

  // North, this week: three timesheets (one submitted), and an archived one that no list shows.
  const a = await timesheet(tenantId, w[0]!, north, WEEK, { regular: 40, overtime: 5, bill: 1500, status: 'submitted', cardDay: 1 });
  await timesheet(tenantId, w[1]!, north, WEEK, { regular: 30, double: 2, bill: 900, cardDay: 3 });
  await timesheet(tenantId, w[2]!, north, WEEK, { regular: 20, bill: 600, cardDay: 6 });
  await timesheet(tenantId, w[3]!, north, WEEK, { regular: 99, bill: 9999, archived: true });
  await exception(tenantId, a, 'outside_geofence');
  await exception(tenantId, a, 'late_arrival');
  await exception(tenantId, a, 'missed_break', 'acknowledged');
  // North, last week and long ago (submitted and past due: a pending one would not await her yet).
  await timesheet(tenantId, w[0]!, north, LAST, { regular: 38, bill: 1140, status: 'approved' });
  await timesheet(tenantId, w[0]!, north, '2020-01-06', { regular: 8, bill: 240, status: 'submitted' });
  // South, this week: more hours and spend the contact must not see, with an exception of its own.
  const s = await timesheet(tenantId, w[4]!, south, WEEK, { regular: 45, overtime: 10, bill: 2000, status: 'submitted', cardDay: 2 });
  await exception(tenantId, s, 'missed_punch');

  // Shifts of the week. North: 3 places with 2 filled (one more marked no-show), 2 places with 1 filled;
  // a draft and a cancelled one, left out of the fill rate.
  const day = addDays(WEEK, 2);
  const n1 = await shift(tenantId, north, day, 3);
  await assign(tenantId, n1, w[0]!, north, 'accepted', day);
  await assign(tenantId, n1, w[1]!, north, 'accepted', day);
  await assign(tenantId, n1, w[2]!, north, 'no_show', day);
  const n2 = await shift(tenantId, north, addDays(WEEK, 4), 2);
  await assign(tenantId, n2, w[3]!, north, 'accepted', addDays(WEEK, 4));
  await shift(tenantId, north, day, 4, 'draft');
  await shift(tenantId, north, day, 4, 'cancelled');
  // South: one place, over-filled (counts once), and a no-show.
  const s1 = await shift(tenantId, south, day, 1);
  await assign(tenantId, s1, w[4]!, south, 'accepted', day);
  await assign(tenantId, s1, w[5]!, south, 'accepted', day);
  await assign(tenantId, s1, w[0]!, south, 'no_show', day);

  // Another tenant's rows in the same week (acme): never counted here.
  const acme = (
    await db().execute<{ tenant: string; location: string }>(sql`select l.tenant_id as tenant, l.id as location
    from locations l join tenants t on t.id = l.tenant_id where t.slug = 'acme' limit 1`)
  ).rows[0]!;
  acmeRows.candidate = await worker(acme.tenant, 'Acme');
  const other = await timesheet(acme.tenant, acmeRows.candidate, acme.location, WEEK, { regular: 500, bill: 50_000, status: 'submitted' });
  acmeRows.timesheet = other.id;
  await exception(acme.tenant, other, 'outside_geofence');
  acmeRows.shift = await shift(acme.tenant, acme.location, day, 40);
  await assign(acme.tenant, acmeRows.shift, acmeRows.candidate, acme.location, 'no_show', day);
});

afterAll(async () => {
  await cleanUp(world);
  if (acmeRows.shift) await db().execute(sql`delete from shifts where id = ${acmeRows.shift}`);
  if (acmeRows.timesheet) await db().execute(sql`delete from timesheets where id = ${acmeRows.timesheet}`);
  if (acmeRows.candidate) await db().execute(sql`delete from candidates where id = ${acmeRows.candidate}`);
});

/** The overview against the lists it links to, for one session. */
async function expectListsMatch(token: string, o: Overview) {
  for (const f of [o.this_week, o.last_week]) {
    const sheets = await timesheets(token, weekOf(f.week_start));
    expect(f.timesheets).toBe(sheets.meta.totalItems);
    expect(f.timesheets).toBe(sheets.data.length);
    expect(f.hours).toBe(sum(sheets.data, (r) => Number(r.total_hours)));
    expect(f.overtime_hours).toBe(sum(sheets.data, (r) => Number(r.overtime_hours) + Number(r.double_time_hours)));
    expect(f.spend).toBe(sum(sheets.data, (r) => Number(r.bill_total)));

    const published = await shifts(token, { ...shiftWeek(f.week_start), status: 'published' });
    expect(f.shifts).toBe(published.meta.totalItems);
    expect(f.headcount).toBe(sum(published.data, (r) => Number(r.headcount)));
    expect(f.filled).toBe(sum(published.data, (r) => Math.min(Number(r.filled), Number(r.headcount))));
    expect(f.open_shifts).toBe(published.data.filter((r) => Number(r.filled) < Number(r.headcount)).length);
    // The board's staffing filters (another part of issue 14), once the list takes them.
    if ('staffing' in shiftsQuery.shape) {
      expect(f.open_shifts).toBe((await shifts(token, { ...shiftWeek(f.week_start), staffing: 'open' })).meta.totalItems);
      expect(f.no_show_shifts).toBe((await shifts(token, { ...shiftWeek(f.week_start), staffing: 'no_show' })).meta.totalItems);
    }
  }
  expect(o.approvals_pending).toBe((await timesheets(token, { status: 'submitted' })).meta.totalItems);
  expect(o.approvals_past_due).toBe((await timesheets(token, { status: 'past_due' })).meta.totalItems);
  if ('exceptions' in listQuery.shape)
    expect(o.exception_timesheets).toBe((await timesheets(token, { exceptions: 'open' })).meta.totalItems);
}

describe('GET /overview: the numbers are the lists they link to', () => {
  it('for the agency: every figure equals its list (same filters, whole tenant)', async () => {
    const o = await overviewAs(admin);
    expect(o.this_week.week_start).toBe(WEEK);
    expect(o.last_week.week_start).toBe(LAST);
    await expectListsMatch(admin, o);
    // Both sites of this file's company, and nothing of acme's rows in the same week.
    expect(o.this_week.hours).toBe(NORTH.this.hours + 55);
    expect(o.this_week.spend).toBe(NORTH.this.spend + 2000);
    expect(o.this_week.headcount).toBe(NORTH.shifts.headcount + 1);
    expect(o.this_week.filled).toBe(NORTH.shifts.filled + 1);
    expect(o.this_week.no_shows).toBe(NORTH.shifts.noShows + 1);
    expect(o.exceptions_open).toBeGreaterThanOrEqual(NORTH.exceptions + 1);
  });

  it('for a contact of one location: every figure equals her lists, and is exactly her location’s', async () => {
    const o = await overviewAs(contact.token);
    await expectListsMatch(contact.token, o);
    expect(o.this_week).toMatchObject({
      timesheets: NORTH.this.timesheets,
      hours: NORTH.this.hours,
      overtime_hours: NORTH.this.overtime,
      spend: NORTH.this.spend,
      shifts: NORTH.shifts.n,
      headcount: NORTH.shifts.headcount,
      filled: NORTH.shifts.filled,
      open_shifts: NORTH.shifts.open,
      no_shows: NORTH.shifts.noShows,
      no_show_shifts: NORTH.shifts.noShowShifts,
      daily_hours: NORTH.this.daily,
    });
    expect(o.this_week.overtime_share).toBeCloseTo(NORTH.this.overtime / NORTH.this.hours, 10);
    expect(o.this_week.fill_rate).toBeCloseTo(NORTH.shifts.filled / NORTH.shifts.headcount, 10);
    expect(o.last_week).toMatchObject({ timesheets: NORTH.last.timesheets, hours: NORTH.last.hours, spend: NORTH.last.spend, shifts: 0 });
    expect(o.last_week.fill_rate).toBeNull();
    expect(o.approvals_pending).toBe(NORTH.submitted);
    expect(o.approvals_past_due).toBe(NORTH.pastDue);
    expect(o.exceptions_open).toBe(NORTH.exceptions);
    expect(o.exception_timesheets).toBe(NORTH.exceptionSheets);
  });

  it('never carries pay or margin, for anyone (spend is what clients are billed)', async () => {
    for (const token of [admin, contact.token]) {
      const res = await call(overviewRoute.GET, 'GET', `/api/main/overview?week=${WEEK}`, { token });
      expect(await res.text()).not.toMatch(/pay|margin/i);
    }
  });

  it('a contact with no location sees zeros, not the tenant', async () => {
    const nobody = await portalContact(world, admin, 'ovz', [], {});
    const o = await overviewAs(nobody.token);
    expect([
      o.this_week.timesheets,
      o.this_week.hours,
      o.this_week.spend,
      o.this_week.shifts,
      o.approvals_pending,
      o.exceptions_open,
    ]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  // Issue 22: on a Thursday, this week so far is compared with Monday to Thursday of last week, not all of it.
  it("a week in progress carries last week's hours over the same first days", async () => {
    const [north] = world.sites;
    const scope = { tenantId, tenantSlug: SLUG, tenantName: 'Overview Own', locationIds: [north], approves: true };
    const next = addDays(WEEK, 7);
    const versions = await versionsSinceNow(tenantId);
    const thursday = await overviewOf(db(), scope, next, addDays(next, 3), false, versions);
    expect(thursday.last_week.daily_hours).toEqual(NORTH.this.daily);
    expect(thursday).toMatchObject({ elapsed_days: 4, last_week_span_hours: 0 + 8 + 0 + 8 });
    const sunday = await overviewOf(db(), scope, next, addDays(next, 6), false, versions);
    expect(sunday).toMatchObject({ elapsed_days: 7, last_week_span_hours: 24 });
    const before = await overviewOf(db(), scope, next, addDays(next, -1), false, versions);
    expect(before).toMatchObject({ elapsed_days: 0, last_week_span_hours: 0 });
  });

  it('any day stands for its week; a bad week is a 400, never a 500', async () => {
    expect((await overviewAs(contact.token, addDays(WEEK, 5))).this_week.week_start).toBe(WEEK);
    for (const bad of ['2031-13-01', 'monday', '2031-03-10T00:00']) {
      const res = await call(overviewRoute.GET, 'GET', `/api/main/overview?week=${encodeURIComponent(bad)}`, { token: admin });
      expect(res.status).toBe(400);
    }
  });

  it('a change shows at once (the cached answer follows the data versions)', async () => {
    const before = await overviewAs(contact.token);
    const sheet = (await timesheets(contact.token, { ...weekOf(WEEK), status: 'pending' })).data[0]!;
    await db().execute(sql`update timesheets set status = 'submitted' where id = ${String(sheet._id)}`);
    const after = await overviewAs(contact.token);
    expect(after.approvals_pending).toBe(before.approvals_pending + 1);
    const n1 = (await shifts(contact.token, { ...shiftWeek(WEEK), status: 'published' })).data[0]!;
    await db().execute(sql`update shifts set status = 'cancelled' where id = ${String(n1._id)}`);
    const cancelled = await overviewAs(contact.token);
    expect(cancelled.this_week.shifts).toBe(before.this_week.shifts - 1);
    await expectListsMatch(contact.token, cancelled);
  });
});
