import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as settingsRoute from '@/app/api/main/client-portal/[company_id]/settings/route';
import * as placementRoute from '@/app/api/main/placements/[id]/route';
import * as locationRoute from '@/app/api/on-demand/locations/[id]/route';
import * as clockRoute from '@/app/api/work-app/v2/app/timerecord/timecard/route';
import { db } from '@/lib/db/client';
import { companies, placements, timecardExceptions, timecards, timesheets } from '@/lib/db/schema';
import { jobQueue, JobWorker } from '@/lib/job-queue';
import { computeWeek, type Punch } from '@/lib/pay-rules';
import { rulesVersion } from '@/lib/pay-rules/rules-version';
import { JURISDICTION_IDS } from '@/lib/pay-rules/types';
import { dayStart } from '@/lib/pay-rules/zone';
import { rulesInForce } from '@/lib/timesheets/rules-in-force';
import { RECOMPUTE_JOB, RECOMPUTE_NOW_LIMIT } from '@/lib/timesheets/recompute-open';
import { TIMESHEET_RULES_CHANGED_JOB } from '@/lib/settings/timesheet-rules-job';
import '@/lib/timesheets/jobs';
import { recomputeAround } from '@/lib/timesheets/totals';
import { call, expectError } from './helpers';
import { editIn, openTimesheetIn, rulesWorld, setRulesIn, type RulesWorld } from './rules-world';

// Its own tenant, so the rules this file writes never change what another file's timesheets total.
const SLUG = 'pay-totals';
let tenantId = '';
let locationId = '';
let admin = '';
let workers: string[] = [];
let turn = 0;
let world: RulesWorld;

beforeAll(async () => {
  world = await rulesWorld(SLUG, 'Pay Totals Staffing');
  ({ tenantId, locationId, admin, workers } = world);
});

/**
 * A week far from the demo data's, a new one each call, so each case has its own timesheet. Every other
 * week: a card spilling into the following week then never meets another case's timesheet there.
 */
function freshWeek(): { worker: string; week: string } {
  const n = turn++;
  const monday = new Date(Date.UTC(2031, 0, 6 + 14 * (n % 400)));
  return { worker: workers[Math.floor(n / 400) % workers.length]!, week: monday.toISOString().slice(0, 10) };
}

const openTimesheet = (worker: string, week: string) => openTimesheetIn(world, worker, week);
const setRules = (rules: Record<string, unknown>, jurisdiction: string, timezone: string) =>
  setRulesIn(world, rules, jurisdiction, timezone);
const edit = (id: string, body: unknown) => editIn(world, id, body);

/**
 * Approve, acknowledging the punch exceptions the cards raise (ten-hour days without a break are
 * missed_break): this file is about money, and an approver must acknowledge them (issue 14).
 */
async function approve(id: string) {
  const open = await db()
    .select({ id: timecardExceptions.id })
    .from(timecardExceptions)
    .where(and(eq(timecardExceptions.timesheetId, id), eq(timecardExceptions.status, 'open')));
  return edit(id, { status: 'approved', acknowledge: open.map((e) => ({ id: e.id })) });
}

async function stored(id: string) {
  return (await db().select().from(timesheets).where(eq(timesheets.id, id)))[0]!;
}

/** What the engine says for the timesheet's own punches, read back from the database like the app does. */
async function engineSays(id: string, settings: Record<string, unknown>, jurisdiction: string, timezone: string) {
  const t = await stored(id);
  const cards = await db()
    .select()
    .from(timecards)
    .where(and(eq(timecards.tenantId, tenantId), eq(timecards.timesheetId, id)));
  const punches: Punch[] = cards.map((c) => ({
    id: c.id,
    clockIn: c.clockIn.toISOString(),
    clockOut: c.clockOut?.toISOString() ?? null,
    breaks: c.breaks,
    breakMinutes: c.breakMinutes,
  }));
  const rules = rulesInForce(settings, jurisdiction);
  return {
    totals: computeWeek({ punches, timeZone: timezone, weekStart: t.weekStart, rules, rates: { pay: 21.25, bill: 31.5 } }),
    version: rulesVersion(rules),
  };
}

const ruleSets = fc.record({
  week_start: fc.constant('monday'),
  rounding_minutes: fc.constantFrom(0, 5, 6, 10, 15, 30),
  rounding_mode: fc.constantFrom('nearest', 'up', 'down'),
  seventh_day_rule: fc.boolean(),
  overtime_daily_hours: fc.constantFrom(null, 8, 10, 12),
  double_time_daily_hours: fc.constantFrom(null, 12, 14),
  overtime_weekly_hours: fc.constantFrom(35, 40, 44),
  paid_break_under_minutes: fc.constantFrom(0, 15, 20),
  overtime_pay_multiplier: fc.constantFrom(1.5, 1.75),
  double_time_pay_multiplier: fc.constantFrom(2, 2.5),
  overtime_bill_multiplier: fc.constantFrom(1.5, 1.6),
  double_time_bill_multiplier: fc.constantFrom(2, 2.25),
});

/** Up to seven day cards in the week: start, length in quarter hours (1 to 14 h), break minutes. */
const weekOfCards = fc
  .array(
    fc.record({
      day: fc.integer({ min: 0, max: 6 }),
      startQuarter: fc.integer({ min: 0, max: 20 }),
      quarters: fc.integer({ min: 4, max: 56 }),
      breakMinutes: fc.constantFrom(0, 15, 30, 45),
    }),
    { maxLength: 7 },
  )
  .map((cards) => [...new Map(cards.map((c) => [c.day, c])).values()]);

function cardsFor(week: string, spec: { day: number; startQuarter: number; quarters: number; breakMinutes: number }[]) {
  return spec.map((c) => {
    const start = Date.parse(`${week}T00:00:00Z`) + c.day * 86_400_000 + 12 * 3_600_000 + c.startQuarter * 15 * 60_000 + 7 * 60_000;
    // Clock-ins between 12:07 and 17:07 UTC fall on the same local day in every zone used here; cards of
    // different days never overlap (each lasts at most 14 h).
    return {
      clock_in: new Date(start).toISOString(),
      clock_out: new Date(start + c.quarters * 15 * 60_000).toISOString(),
      break_minutes: Math.min(c.breakMinutes, c.quarters * 15 - 15),
    };
  });
}

describe('stored totals are the rules engine\'s output (DESIGN.md §7 "Money")', () => {
  it('for random weeks of punches under random rules, jurisdictions and time zones, saved through the edit API', async () => {
    await fc.assert(
      fc.asyncProperty(
        ruleSets,
        fc.constantFrom(...JURISDICTION_IDS),
        fc.constantFrom('America/New_York', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Kolkata'),
        weekOfCards,
        async (rules, jurisdiction, timezone, spec) => {
          await setRules(rules, jurisdiction, timezone);
          const { worker, week } = freshWeek();
          const id = await openTimesheet(worker, week);
          const res = await edit(id, { timecards: cardsFor(week, spec) });
          expect(res.status, await res.clone().text()).toBe(200);
          const t = await stored(id);
          const { totals, version } = await engineSays(id, rules, jurisdiction, timezone);
          expect(Number(t.regularHours)).toBe(totals.hours.regular);
          expect(Number(t.overtimeHours)).toBe(totals.hours.overtime);
          expect(Number(t.doubleTimeHours)).toBe(totals.hours.doubleTime);
          expect(Number(t.payTotal)).toBe(totals.pay.total);
          expect(Number(t.billTotal)).toBe(totals.bill.total);
          expect(t.rulesVersion).toBe(version);
          // Hours per local day of the week (the overview's chart, the view's rows): the engine's days, each on
          // its own index, shares of the total that add up to it exactly (DESIGN.md §8 "One number").
          const perDay = [0, 1, 2, 3, 4, 5, 6].map((i) => totals.days.find((d) => d.date === nextDay(week, i))?.hours ?? 0);
          expect(t.dayHours.map(Number)).toEqual(perDay);
          expect(perDay.reduce((a, d) => a + Math.round(d * 100), 0)).toBe(Math.round(totals.hours.worked * 100));
          // Invariants of what is stored: the tiers add up to the paid minutes, nothing is negative.
          expect(totals.regularMinutes + totals.overtimeMinutes + totals.doubleTimeMinutes).toBe(totals.workedMinutes);
          for (const v of [t.regularHours, t.overtimeHours, t.doubleTimeHours, t.payTotal, t.billTotal])
            expect(Number(v)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 25, seed: 20261124 },
    );
  });

  it('adding a punch never lowers the stored hours, pay or bill', async () => {
    await setRules({ overtime_daily_hours: 8, double_time_daily_hours: 12, seventh_day_rule: true }, 'company', 'America/Los_Angeles');
    await fc.assert(
      fc.asyncProperty(
        weekOfCards.filter((c) => c.length < 7),
        async (spec) => {
          const { worker, week } = freshWeek();
          const id = await openTimesheet(worker, week);
          expect((await edit(id, { timecards: cardsFor(week, spec) })).status).toBe(200);
          const before = await stored(id);
          const free = [0, 1, 2, 3, 4, 5, 6].find((d) => !spec.some((c) => c.day === d))!;
          expect(
            (await edit(id, { timecards: cardsFor(week, [...spec, { day: free, startQuarter: 8, quarters: 36, breakMinutes: 30 }]) }))
              .status,
          ).toBe(200);
          const after = await stored(id);
          const worked = (t: typeof before) => Number(t.regularHours) + Number(t.overtimeHours) + Number(t.doubleTimeHours);
          expect(worked(after)).toBeGreaterThan(worked(before));
          expect(Number(after.payTotal)).toBeGreaterThan(Number(before.payTotal));
          expect(Number(after.billTotal)).toBeGreaterThan(Number(before.billTotal));
        },
      ),
      { numRuns: 10, seed: 7 },
    );
  });

  it('California: an 11.5 h day is 8 regular + 3.5 overtime; a 13 h day 8 + 4 + 1 double time, with the configured multipliers', async () => {
    await setRules(
      { overtime_pay_multiplier: 1.5, double_time_pay_multiplier: 2, overtime_bill_multiplier: 1.6, double_time_bill_multiplier: 2.2 },
      'california',
      'America/Los_Angeles',
    );
    const { worker, week } = freshWeek();
    const id = await openTimesheet(worker, week);
    // 08:00–19:30 and 08:00–21:00 Los Angeles time (UTC−8 in winter) on Monday and Tuesday, no breaks.
    const res = await edit(id, {
      timecards: [
        { clock_in: `${week}T16:00:00Z`, clock_out: `${nextDay(week, 1)}T03:30:00Z`, break_minutes: 0 },
        { clock_in: `${nextDay(week, 1)}T16:00:00Z`, clock_out: `${nextDay(week, 2)}T05:00:00Z`, break_minutes: 0 },
      ],
    });
    expect(res.status).toBe(200);
    const t = await stored(id);
    expect([Number(t.regularHours), Number(t.overtimeHours), Number(t.doubleTimeHours)]).toEqual([16, 7.5, 1]);
    // Each tier rounded to the cent, then added: 340 + 239.06 (239.0625) + 42.50.
    expect(Number(t.payTotal)).toBe(621.56);
    expect(Number(t.billTotal)).toBe(951.3); // 504 + 378 + 69.30
  });

  it("a card across the week boundary counts its minutes in each week's timesheet", async () => {
    // Phoenix keeps UTC−7 all year, so the local times below hold whatever the week.
    await setRules({}, 'us_federal', 'America/Phoenix');
    const { worker, week } = freshWeek();
    const next = nextDay(week, 7);
    const first = await openTimesheet(worker, week);
    const second = await openTimesheet(worker, next);
    // Sunday 20:00 → Monday 04:00 Phoenix time: 4 hours in each week.
    expect(
      (await edit(first, { timecards: [{ clock_in: `${next}T03:00:00Z`, clock_out: `${next}T11:00:00Z`, break_minutes: 0 }] })).status,
    ).toBe(200);
    expect(Number((await stored(first)).regularHours)).toBe(4);
    expect(Number((await stored(second)).regularHours)).toBe(4);
    // On each sheet's own day: the last of the first week, the first of the second.
    expect((await stored(first)).dayHours.map(Number)).toEqual([0, 0, 0, 0, 0, 0, 4]);
    expect((await stored(second)).dayHours.map(Number)).toEqual([4, 0, 0, 0, 0, 0, 0]);
  });

  it('an approved timesheet keeps its totals and rules version when the rules change', async () => {
    await setRules({ overtime_weekly_hours: 40 }, 'company', 'America/New_York');
    const { worker, week } = freshWeek();
    const id = await openTimesheet(worker, week);
    const cards = [0, 1, 2, 3, 4].map((d) => ({
      clock_in: `${nextDay(week, d)}T13:00:00Z`,
      clock_out: `${nextDay(week, d)}T23:00:00Z`,
      break_minutes: 0,
    }));
    expect((await edit(id, { timecards: cards })).status).toBe(200);
    expect((await edit(id, { status: 'submitted' })).status).toBe(200);
    expect((await approve(id)).status).toBe(200);
    const approved = await stored(id);
    expect([Number(approved.regularHours), Number(approved.overtimeHours)]).toEqual([40, 10]);
    await setRules({ overtime_weekly_hours: 35, overtime_daily_hours: 8 }, 'company', 'America/New_York');
    await db().transaction((tx) => recomputeAround(tx, tenantId, id));
    const after = await stored(id);
    expect([after.regularHours, after.overtimeHours, after.payTotal, after.rulesVersion]).toEqual([
      approved.regularHours,
      approved.overtimeHours,
      approved.payTotal,
      approved.rulesVersion,
    ]);
    // And its cards can no longer be edited (a frozen timesheet's money does not move).
    await expectError(await edit(id, { timecards: cards.slice(0, 2) }), 409);
  });
});

function nextDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

describe('a change of the rules totals the open timesheets again; frozen ones keep theirs', () => {
  /** Two timesheets of one worker: one open, one approved, each with five 10-hour days at the test site. */
  async function pair() {
    await setRules({ overtime_weekly_hours: 40 }, 'company', 'America/New_York');
    const made: string[] = [];
    for (const status of ['pending', 'approved'] as const) {
      const { worker, week } = freshWeek();
      const id = await openTimesheet(worker, week);
      const cards = [0, 1, 2, 3, 4].map((d) => ({
        clock_in: `${nextDay(week, d)}T13:00:00Z`,
        clock_out: `${nextDay(week, d)}T23:00:00Z`,
        break_minutes: 0,
      }));
      expect((await edit(id, { timecards: cards })).status).toBe(200);
      if (status === 'approved') {
        expect((await edit(id, { status: 'submitted' })).status).toBe(200);
        expect((await approve(id)).status).toBe(200);
      }
      made.push(id);
    }
    return { open: made[0]!, frozen: made[1]! };
  }
  const hours = async (id: string) => {
    const t = await stored(id);
    return [Number(t.regularHours), Number(t.overtimeHours), Number(t.doubleTimeHours)];
  };

  it('new company rules saved in admin settings', async () => {
    const { open, frozen } = await pair();
    expect(await hours(open)).toEqual([40, 10, 0]);
    const form = new FormData();
    const frozenBefore = await stored(frozen);
    form.set('timesheets', JSON.stringify({ overtime_daily_hours: null, overtime_weekly_hours: 35 }));
    const res = await call(settingsRoute.PUT, 'PUT', `/api/main/client-portal/${SLUG}/settings`, {
      token: admin,
      params: { company_id: SLUG },
      form,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // The save queued the re-total as a job of lib/timesheets, which a worker runs.
    const worker = new JobWorker(jobQueue(), 60_000, { only: [TIMESHEET_RULES_CHANGED_JOB, RECOMPUTE_JOB] });
    for (let round = 0; round < 3; round++) await worker.runDue();
    expect(await hours(open)).toEqual([35, 15, 0]);
    expect(await stored(frozen)).toEqual(frozenBefore);
  });

  it("a site's new overtime law", async () => {
    const { open, frozen } = await pair();
    const frozenBefore = await stored(frozen);
    const res = await call(locationRoute.PUT, 'PUT', `/api/on-demand/locations/${locationId}`, {
      token: admin,
      params: { id: locationId },
      body: { pay_rules: 'none' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await hours(open)).toEqual([50, 0, 0]);
    expect(await stored(frozen)).toEqual(frozenBefore);
  });

  it("a placement's new rates reach its open timesheets", async () => {
    await setRules({ overtime_weekly_hours: 40 }, 'company', 'America/New_York');
    const company = (await db().select({ id: companies.id }).from(companies).where(eq(companies.tenantId, tenantId)).limit(1))[0]!;
    const { worker, week } = freshWeek();
    const placement = (
      await db()
        .insert(placements)
        .values({
          tenantId,
          candidateId: worker,
          companyId: company.id,
          locationId,
          position: 'Picker',
          startDate: '2030-01-01',
          billRate: '30.00',
          payRate: '20.00',
        })
        .returning()
    )[0]!;
    const sheet = (
      await db()
        .insert(timesheets)
        .values({
          tenantId,
          candidateId: worker,
          locationId,
          placementId: placement.id,
          weekStart: week,
          billRate: '30.00',
          payRate: '20.00',
        })
        .returning()
    )[0]!;
    expect(
      (await edit(sheet.id, { timecards: [{ clock_in: `${week}T13:00:00Z`, clock_out: `${week}T21:00:00Z`, break_minutes: 0 }] })).status,
    ).toBe(200);
    expect(Number((await stored(sheet.id)).payTotal)).toBe(160);
    const res = await call(placementRoute.PUT, 'PUT', `/api/main/placements/${placement.id}`, {
      token: admin,
      params: { id: placement.id },
      body: { pay_rate: 22.5, bill_rate: 33 },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await stored(sheet.id);
    expect([after.payRate, after.billRate, Number(after.payTotal), Number(after.billTotal)]).toEqual(['22.50', '33.00', 180, 264]);
  });

  it(`past ${RECOMPUTE_NOW_LIMIT} open timesheets, the durable queue totals them in batches`, async () => {
    await setRules({ overtime_weekly_hours: 40 }, 'company', 'America/New_York');
    const { worker } = freshWeek();
    const weeks = Array.from({ length: RECOMPUTE_NOW_LIMIT + 20 }, (_, i) =>
      new Date(Date.UTC(2045, 0, 2 + 7 * i)).toISOString().slice(0, 10),
    );
    const sheets = await db()
      .insert(timesheets)
      .values(weeks.map((week) => ({ tenantId, candidateId: worker, locationId, weekStart: week, billRate: '30.00', payRate: '20.00' })))
      .returning();
    await db()
      .insert(timecards)
      .values(
        sheets.map((t) => ({
          tenantId,
          timesheetId: t.id,
          candidateId: worker,
          locationId,
          position: 'Picker',
          clockIn: new Date(`${t.weekStart}T13:00:00Z`),
          clockOut: new Date(`${t.weekStart}T23:00:00Z`),
          breakMinutes: 0,
        })),
      );
    const res = await call(locationRoute.PUT, 'PUT', `/api/on-demand/locations/${locationId}`, {
      token: admin,
      params: { id: locationId },
      body: { pay_rules: 'california' },
    });
    expect(res.status).toBe(200);
    // Nothing done in the request: the change was queued.
    expect(await hours(sheets[0]!.id)).toEqual([0, 0, 0]);
    const worker2 = new JobWorker(jobQueue(), 60_000, { only: [RECOMPUTE_JOB] });
    for (let round = 0; round < 10; round++) await worker2.runDue();
    for (const t of [sheets[0]!, sheets[250]!, sheets[sheets.length - 1]!]) expect(await hours(t.id)).toEqual([8, 2, 0]);
    const { n } = (
      await db().execute<{ n: number }>(
        sql`select count(*)::int as n from timesheets where id = any(${`{${sheets.map((t) => t.id).join(',')}}`}::uuid[]) and regular_hours = 8 and overtime_hours = 2`,
      )
    ).rows[0]!;
    expect(n).toBe(sheets.length);
  });
});

describe("new timesheets start on the company's week start, on the site's clock", () => {
  // A November years before the tenant's seeded weeks (around today, the older ones approved) and freshWeek's
  // (2031 to 2046): the week a late-Sunday punch opens must be a new one whatever today's date is.
  it.each([
    ['monday', '2019-11-11'],
    ['sunday', '2019-11-17'],
  ])('week start %s: a clock-in late on Sunday 17 Nov 2019 in Los Angeles opens the week of %s', async (weekStart, expected) => {
    await setRules({ week_start: weekStart }, 'company', 'America/Los_Angeles');
    // 23:30 Sunday in Los Angeles (PST) is already Monday 07:30 UTC: the site's day decides, not UTC's.
    const worker = workers[(turn++ % (workers.length - 2)) + 1];
    const res = await call(clockRoute.POST, 'POST', '/api/work-app/v2/app/timerecord/timecard', {
      token: admin,
      body: { user_id: worker, location_id: locationId, clock_in: '2019-11-18T07:30:00Z', source: 'kiosk' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = (await res.json()) as { data: { timesheet_id: string } };
    expect((await stored(data.timesheet_id)).weekStart).toBe(expected);
    await db().delete(timecards).where(eq(timecards.timesheetId, data.timesheet_id));
  });
});

type Card = { start: string; end: string; breaks?: { start: string; end: string }[] };
/** Each timesheet rule of the admin settings, and a week whose totals it changes (times on the New York clock, winter). */
const RULE_EFFECTS: {
  key: string;
  base: Record<string, unknown>;
  changed: Record<string, unknown>;
  cards: Card[];
  field: 'hours' | 'pay' | 'bill';
  before: number[];
  after: number[];
}[] = [
  {
    key: 'rounding_minutes',
    base: { rounding_minutes: 0 },
    changed: { rounding_minutes: 15 },
    cards: [{ start: '08:08', end: '16:07' }],
    field: 'hours',
    before: [7.98, 0, 0],
    after: [7.75, 0, 0],
  },
  {
    key: 'rounding_mode',
    base: { rounding_minutes: 15, rounding_mode: 'nearest' },
    changed: { rounding_minutes: 15, rounding_mode: 'up' },
    cards: [{ start: '08:08', end: '16:07' }],
    field: 'hours',
    before: [7.75, 0, 0],
    after: [8, 0, 0],
  },
  {
    key: 'overtime_daily_hours',
    base: { overtime_daily_hours: null },
    changed: { overtime_daily_hours: 8 },
    cards: [{ start: '08:00', end: '18:00' }],
    field: 'hours',
    before: [10, 0, 0],
    after: [8, 2, 0],
  },
  {
    key: 'double_time_daily_hours',
    base: { overtime_daily_hours: 8 },
    changed: { overtime_daily_hours: 8, double_time_daily_hours: 12 },
    cards: [{ start: '06:00', end: '19:00' }],
    field: 'hours',
    before: [8, 5, 0],
    after: [8, 4, 1],
  },
  {
    key: 'overtime_weekly_hours',
    base: { overtime_weekly_hours: 40 },
    changed: { overtime_weekly_hours: 44 },
    cards: Array.from({ length: 5 }, () => ({ start: '08:00', end: '17:00' })),
    field: 'hours',
    before: [40, 5, 0],
    after: [44, 1, 0],
  },
  {
    key: 'seventh_day_rule',
    base: { overtime_daily_hours: 8, double_time_daily_hours: 12 },
    changed: { overtime_daily_hours: 8, double_time_daily_hours: 12, seventh_day_rule: true },
    cards: Array.from({ length: 7 }, () => ({ start: '08:00', end: '18:00' })),
    field: 'hours',
    before: [40, 30, 0],
    after: [40, 28, 2],
  },
  {
    key: 'paid_break_under_minutes',
    base: { paid_break_under_minutes: 20 },
    changed: { paid_break_under_minutes: 10 },
    cards: [{ start: '08:00', end: '16:00', breaks: [{ start: '10:00', end: '10:15' }] }],
    field: 'hours',
    before: [8, 0, 0],
    after: [7.75, 0, 0],
  },
  {
    key: 'overtime_pay_multiplier',
    base: { overtime_daily_hours: 8 },
    changed: { overtime_daily_hours: 8, overtime_pay_multiplier: 2 },
    cards: [{ start: '08:00', end: '18:00' }],
    field: 'pay',
    before: [170, 63.75, 0],
    after: [170, 85, 0],
  },
  {
    key: 'double_time_pay_multiplier',
    base: { overtime_daily_hours: 8, double_time_daily_hours: 12 },
    changed: { overtime_daily_hours: 8, double_time_daily_hours: 12, double_time_pay_multiplier: 3 },
    cards: [{ start: '06:00', end: '19:00' }],
    field: 'pay',
    before: [170, 127.5, 42.5],
    after: [170, 127.5, 63.75],
  },
  {
    key: 'overtime_bill_multiplier',
    base: { overtime_daily_hours: 8 },
    changed: { overtime_daily_hours: 8, overtime_bill_multiplier: 1.75 },
    cards: [{ start: '08:00', end: '18:00' }],
    field: 'bill',
    before: [252, 94.5, 0],
    after: [252, 110.25, 0],
  },
  {
    key: 'double_time_bill_multiplier',
    base: { overtime_daily_hours: 8, double_time_daily_hours: 12 },
    changed: { overtime_daily_hours: 8, double_time_daily_hours: 12, double_time_bill_multiplier: 2.5 },
    cards: [{ start: '06:00', end: '19:00' }],
    field: 'bill',
    before: [252, 189, 63],
    after: [252, 189, 78.75],
  },
];

describe('each timesheet rule of the admin settings changes what the engine stores', () => {
  it.each(RULE_EFFECTS.map((e) => [e.key, e] as const))('timesheets.%s changes the stored totals', async (_key, e) => {
    const { worker, week } = freshWeek();
    const id = await openTimesheet(worker, week);
    // New York is UTC−5 in winter, UTC−4 in summer: the local times hold either way, shifted by the offset.
    const local = (day: number, hhmm: string) =>
      new Date(dayStartUtc(nextDay(week, day)) + Number(hhmm.slice(0, 2)) * 3_600_000 + Number(hhmm.slice(3)) * 60_000);
    await db()
      .insert(timecards)
      .values(
        e.cards.map((c, day) => ({
          tenantId,
          timesheetId: id,
          candidateId: worker,
          locationId,
          position: 'Picker',
          clockIn: local(day, c.start),
          clockOut: local(day, c.end),
          breakMinutes: 0,
          breaks: (c.breaks ?? []).map((b) => ({ start: local(day, b.start).toISOString(), end: local(day, b.end).toISOString() })),
        })),
      );
    const read = async () => {
      const t = await stored(id);
      const tiers = t.amounts?.[e.field === 'bill' ? 'bill' : 'pay'];
      return e.field === 'hours'
        ? [Number(t.regularHours), Number(t.overtimeHours), Number(t.doubleTimeHours)]
        : [tiers?.regular, tiers?.overtime, tiers?.doubleTime];
    };
    await setRules(e.base, 'company', 'America/New_York');
    await db().transaction((tx) => recomputeAround(tx, tenantId, id));
    expect(await read()).toEqual(e.before);
    await setRules(e.changed, 'company', 'America/New_York');
    await db().transaction((tx) => recomputeAround(tx, tenantId, id));
    expect(await read()).toEqual(e.after);
  });
});

/** The UTC instant of local midnight in New York on a day (the engine's own zone helper). */
function dayStartUtc(day: string): number {
  return dayStart('America/New_York', day);
}
