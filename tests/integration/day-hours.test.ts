import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as timecardsRoute from '@/app/api/main/client-portal/timecards/route';
import * as timesheetRoute from '@/app/api/main/client-portal/timesheets/v2/[id]/route';
import { approvalSheets } from '@/lib/approval-links/queries';
import { db } from '@/lib/db/client';
import { timecardExceptions, timesheets } from '@/lib/db/schema';
import { JURISDICTION_IDS } from '@/lib/pay-rules/types';
import type { TimecardRow, TimesheetDetail } from '@/lib/timesheets/schema';
import { call, signIn } from './helpers';
import { editIn, openTimesheetIn, rulesWorld, setRulesIn, type RulesWorld } from './rules-world';
import { theRow } from '@/lib/db/rows';

/**
 * Issue 22 item 1, "One number" (DESIGN.md §8): what the timesheet view shows per card, and the approval
 * page per day, adds up exactly to the totals shown beside it, for open sheets (the engine's stored days)
 * and frozen ones (their stored days and total, whatever the rules say since). Before, each card's hours
 * were clock-out minus clock-in with the seconds and rounded on their own: 23.52 beside a total of 23.48.
 */

const SLUG = 'day-hours';
let tenantId = '';
let tenantName = '';
let locationId = '';
let admin = '';
let workers: string[] = [];
let turn = 0;
let world: RulesWorld;

beforeAll(async () => {
  world = await rulesWorld(SLUG, 'Day Hours Staffing');
  ({ tenantId, tenantName, locationId, admin, workers } = world);
});

// Weeks holding a DST change (US spring 2031-03-09 and fall 2031-11-02, EU 2031-03-30 and 2031-10-26) and plain
// ones, years apart from the demo data; each case takes the next (worker, week) so its timesheet is its own.
const WEEKS = ['2031-03-03', '2031-03-24', '2031-10-20', '2031-10-27', '2032-01-12', '2032-06-07', '2033-02-14', '2033-08-01'];
function freshWeek(): { worker: string; week: string } {
  const n = turn++;
  return { worker: workers[n % workers.length]!, week: WEEKS[Math.floor(n / workers.length) % WEEKS.length]! };
}

const day = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const cents = (x: number) => Math.round(x * 100);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

const openTimesheet = (worker: string, week: string) => openTimesheetIn(world, worker, week);
const setRules = (rules: Record<string, unknown>, jurisdiction: string, timezone: string) =>
  setRulesIn(world, rules, jurisdiction, timezone);
const edit = (id: string, body: unknown) => editIn(world, id, body);

async function view(id: string): Promise<TimesheetDetail> {
  const res = await call(timesheetRoute.GET, 'GET', `/api/main/client-portal/timesheets/v2/${id}`, { token: admin, params: { id } });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: TimesheetDetail }).data;
}

async function freeze(id: string) {
  expect((await edit(id, { status: 'submitted' })).status).toBe(200);
  const open = await db()
    .select({ id: timecardExceptions.id })
    .from(timecardExceptions)
    .where(and(eq(timecardExceptions.timesheetId, id), eq(timecardExceptions.status, 'open')));
  const res = await edit(id, { status: 'approved', acknowledge: open.map((e) => ({ id: e.id })) });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function stored(id: string) {
  const t = theRow(await db().select().from(timesheets).where(eq(timesheets.id, id)));
  return t;
}

/** The rows of the view add up to its Totals card, and each tier figure to the total hours. */
function expectRowsSum(v: TimesheetDetail) {
  expect(sum(v.timecards.map((c) => cents(c.hours ?? 0)))).toBe(cents(v.total_hours));
  expect(cents(v.regular_hours) + cents(v.overtime_hours) + cents(v.double_time_hours)).toBe(cents(v.total_hours));
  if (v.bill_amounts)
    expect(cents(v.bill_amounts.regular) + cents(v.bill_amounts.overtime) + cents(v.bill_amounts.doubleTime)).toBe(cents(v.bill_total));
}

const ruleSets = fc.record({
  week_start: fc.constant('monday'),
  rounding_minutes: fc.constantFrom(0, 5, 6, 10, 15, 30),
  rounding_mode: fc.constantFrom('nearest', 'up', 'down'),
  seventh_day_rule: fc.boolean(),
  overtime_daily_hours: fc.constantFrom(null, 8, 10),
  double_time_daily_hours: fc.constantFrom(null, 12),
  overtime_weekly_hours: fc.constantFrom(35, 40),
  paid_break_under_minutes: fc.constantFrom(0, 20),
  overtime_bill_multiplier: fc.constantFrom(1.5, 1.6),
});

/**
 * Up to one card a day, clocked in between 12:00 and 18:00 UTC with seconds on both punches, lasting up to
 * 14 h: in Berlin and Kolkata most cross local midnight, and Sunday's cross into the next week.
 */
const weekOfCards = fc
  .array(
    fc.record({
      day: fc.integer({ min: 0, max: 6 }),
      startSeconds: fc.integer({ min: 0, max: 6 * 3600 }),
      seconds: fc.integer({ min: 3600, max: 14 * 3600 }),
      breakMinutes: fc.constantFrom(0, 0, 15, 30, 45),
    }),
    { minLength: 1, maxLength: 7 },
  )
  .map((cards) => [...new Map(cards.map((c) => [c.day, c])).values()]);

function cardsFor(week: string, spec: { day: number; startSeconds: number; seconds: number; breakMinutes: number }[]) {
  return spec.map((c) => {
    const start = Date.parse(`${week}T12:00:00Z`) + c.day * 86_400_000 + c.startSeconds * 1000;
    return {
      clock_in: new Date(start).toISOString(),
      clock_out: new Date(start + c.seconds * 1000).toISOString(),
      break_minutes: Math.min(c.breakMinutes, Math.floor(c.seconds / 60) - 30),
    };
  });
}

describe('one number: day rows add up to the totals (issue 22)', () => {
  it('for random punches, breaks, rounding, jurisdictions, zones and DST weeks: stored days and the view, open and frozen', async () => {
    await fc.assert(
      fc.asyncProperty(
        ruleSets,
        fc.constantFrom(...JURISDICTION_IDS),
        fc.constantFrom('America/New_York', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Kolkata'),
        weekOfCards,
        fc.boolean(),
        async (rules, jurisdiction, timezone, spec, frozen) => {
          await setRules(rules, jurisdiction, timezone);
          const { worker, week } = freshWeek();
          const id = await openTimesheet(worker, week);
          const res = await edit(id, { timecards: cardsFor(week, spec) });
          expect(res.status, await res.clone().text()).toBe(200);
          const t = await stored(id);
          const total = cents(Number(t.regularHours)) + cents(Number(t.overtimeHours)) + cents(Number(t.doubleTimeHours));
          expect(sum(t.dayHours.map((d) => cents(Number(d))))).toBe(total);
          expectRowsSum(await view(id));
          if (!frozen) return;
          await freeze(id);
          // New rules after the approval: the frozen sheet keeps its figures and its rows still add up to them.
          await setRules({ ...rules, rounding_minutes: 15, rounding_mode: 'up', overtime_daily_hours: 4 }, 'california', timezone);
          const after = await view(id);
          expect(cents(after.total_hours)).toBe(total);
          expectRowsSum(after);
          // Every row of the week is still a card the view lists; stored rows are untouched by the read.
          expect((await stored(id)).dayHours).toEqual(t.dayHours);
        },
      ),
      { numRuns: 30, seed: 2022 },
    );
  });

  it('a frozen sheet whose stored days disagree with its total (stored before 0022) shows rows that sum to the total', async () => {
    await setRules({ week_start: 'monday' }, 'us_federal', 'UTC');
    const { worker, week } = freshWeek();
    const id = await openTimesheet(worker, week);
    // The demo symptom: 8 h 38 min 41 s, 6 h 53 min 50 s and 8 h 00 min 30 s.
    const cards = [
      { clock_in: `${week}T08:00:00Z`, clock_out: `${week}T16:38:41Z`, break_minutes: 0 },
      { clock_in: `${day(week, 1)}T08:00:00Z`, clock_out: `${day(week, 1)}T14:53:50Z`, break_minutes: 0 },
      { clock_in: `${day(week, 2)}T08:00:00Z`, clock_out: `${day(week, 2)}T16:00:30Z`, break_minutes: 0 },
    ];
    expect((await edit(id, { timecards: cards })).status).toBe(200);
    await freeze(id);
    // What migration 0021's backfill stored: each day from clock-out minus clock-in with the seconds.
    await db()
      .update(timesheets)
      .set({ dayHours: ['8.64', '6.90', '8.01', '0', '0', '0', '0'], regularHours: '23.48' })
      .where(eq(timesheets.id, id));
    const v = await view(id);
    expect(v.total_hours).toBe(23.48);
    // 23.48 split in proportion to 8.64 : 6.90 : 8.01 (largest remainder), the billed total unchanged.
    expect(v.timecards.map((c) => c.hours)).toEqual([8.61, 6.88, 7.99]);
    expectRowsSum(v);
    const sheet = theRow(
      await approvalSheets(
        db(),
        { tenant: { id: tenantId, slug: SLUG, name: tenantName }, timesheetIds: [id], createdAt: new Date() },
        { tenantId, tenantSlug: SLUG, tenantName, locationIds: null },
      ),
    );
    expect(sheet.totalHours).toBe(23.48);
    expect(sum(sheet.days.map((d) => cents(d.hours)))).toBe(2348);
    expect(sum(sheet.days.flatMap((d) => d.cards.map((c) => cents(c.hours ?? 0))))).toBe(2348);
  });

  it("a shift crossing into the next week is listed on that week's sheet for its part, so its rows still add up", async () => {
    // Phoenix keeps UTC−7 all year: Sunday 20:00 → Monday 04:00 is 4 hours in each week.
    await setRules({ week_start: 'monday' }, 'us_federal', 'America/Phoenix');
    const { worker, week } = freshWeek();
    const next = day(week, 7);
    const first = await openTimesheet(worker, week);
    const second = await openTimesheet(worker, next);
    expect(
      (await edit(first, { timecards: [{ clock_in: `${next}T03:00:00Z`, clock_out: `${next}T11:00:00Z`, break_minutes: 0 }] })).status,
    ).toBe(200);
    const a = await view(first);
    const b = await view(second);
    expect(a.timecards.map((c) => c.hours)).toEqual([4]);
    expect(b.timecards.map((c) => [c.timesheet_id, c.hours])).toEqual([[first, 4]]);
    expectRowsSum(a);
    expectRowsSum(b);
  });

  it('the timecards list shows each card with the hours its timesheet shows', async () => {
    await setRules({ week_start: 'monday', rounding_minutes: 15, rounding_mode: 'nearest' }, 'california', 'Europe/Berlin');
    // A week of its own: the property above fills the shared weeks with a hundred cards and more.
    const [worker, week] = [workers[0]!, '2034-05-01'];
    const id = await openTimesheet(worker, week);
    const cards = [
      { clock_in: `${week}T06:52:13Z`, clock_out: `${week}T15:29:48Z`, break_minutes: 30 },
      { clock_in: `${day(week, 2)}T13:07:41Z`, clock_out: `${day(week, 3)}T01:44:05Z`, break_minutes: 45 },
    ];
    expect((await edit(id, { timecards: cards })).status).toBe(200);
    const v = await view(id);
    expectRowsSum(v);
    const res = await call(
      timecardsRoute.GET,
      'GET',
      `/api/main/client-portal/timecards?${new URLSearchParams({ location: locationId, dateRange: `${week} to ${day(week, 6)}`, per_page: '100' })}`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    const listed = ((await res.json()) as { data: TimecardRow[] }).data.filter((c) => c.timesheet_id === id);
    expect(listed.map((c) => [c._id, c.hours]).sort()).toEqual(
      v.timecards
        .filter((c) => c.timesheet_id === id)
        .map((c) => [c._id, c.hours])
        .sort(),
    );
  });

  it("the demo data's approved timesheets: every view's rows add up to its totals (the issue measured 25 of 25 off)", async () => {
    const acmeAdmin = await signIn('admin@acme.test', 'acme');
    const approved = await db().execute<{ id: string }>(sql`select t.id from timesheets t join tenants n on n.id = t.tenant_id
      where n.slug = 'acme' and t.status = 'approved' and t.archived_at is null order by t.week_start desc, t.id limit 25`);
    expect(approved.rows.length).toBeGreaterThan(0);
    for (const { id } of approved.rows) {
      const res = await call(timesheetRoute.GET, 'GET', `/api/main/client-portal/timesheets/v2/${id}`, {
        token: acmeAdmin,
        params: { id },
      });
      expect(res.status).toBe(200);
      expectRowsSum(((await res.json()) as { data: TimesheetDetail }).data);
    }
  });

  it("migration 0022's day_hours_fit: the stored total split over the stored days, summing to it exactly", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 1600 }), { minLength: 7, maxLength: 7 }),
        fc.integer({ min: 0, max: 9000 }),
        async (days, total) => {
          const arr = `{${days.map((d) => (d / 100).toFixed(2)).join(',')}}`;
          const row = (
            await db().execute<{ fit: string[] }>(
              sql`select day_hours_fit(${arr}::numeric[], ${(total / 100).toFixed(2)}::numeric)::text[] as fit`,
            )
          ).rows[0]!;
          const fit = row.fit.map((x) => cents(Number(x)));
          expect(fit).toHaveLength(7);
          expect(sum(fit)).toBe(total);
          const weight = sum(days);
          fit.forEach((f, i) => {
            expect(f).toBeGreaterThanOrEqual(0);
            if (weight > 0) expect(Math.abs(f - (total * days[i]!) / weight)).toBeLessThan(1);
          });
          if (weight === total) expect(fit).toEqual(days);
        },
      ),
      { numRuns: 200, seed: 22 },
    );
  });
});
