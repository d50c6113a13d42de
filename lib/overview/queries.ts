import 'server-only';
import { sql } from 'drizzle-orm';
import { inLocations } from '@/lib/auth/contact-scope';
import { db } from '@/lib/db/client';
import { versionsSinceNow } from '@/lib/db/versioned-cache';
import { addDays, workweekStart } from '@/lib/pay-rules/zone';
import { currencyOf } from '@/lib/settings/currency';
import { getSettings } from '@/lib/settings/queries';
import { readRules } from '@/lib/settings/timesheet-rules';
import { filledCountSql } from '@/lib/shifts/definitions';
import { countByStatus, pastDueCutoff } from '@/lib/timesheets/queries';
import type { Scope } from '@/lib/timesheets/scope';
import type { Overview, WeekFigures } from './schema';

/**
 * The overview (issue 14 §4): the figures of a week and the week before, and the approval and exception
 * backlog, each counted exactly as the list it links to counts (lib/overview/links.ts):
 *
 * - Weeks are the timesheets' workweeks: the company's week start (admin settings → timesheets, Monday or
 *   Sunday) on the reader's calendar day. A timesheet belongs to the week of its stored week_start, so the
 *   timesheet figures are the list's `dateRange=W to W` (not archived, any status).
 * - Shifts belong to the week they start in, counted as GET /shifts/v2 counts startDate..endDate (the
 *   database's calendar days). Fill rate is over published shifts only (drafts wait for the agency,
 *   cancelled ones need nobody): Σ min(filled, headcount) / Σ headcount, filled as lib/shifts/definitions.ts.
 * - Approvals pending is the Submitted tab; past due the Past due tab (open, week ended more than the
 *   company's approval_deadline_days ago: lib/timesheets/deadlines.ts, the rule the reminders share).
 * - Money is bill amounts only: what a client is billed, which every role may see (lib/auth/pay-visibility.ts);
 *   pay and margin are never read here.
 *
 * Every query carries the tenant and the contact's locations. The answer is kept per process until the
 * tenant's timesheet or live version moves (shifts, assignments and exceptions raise `live`): see `kept`.
 */

type Raw = Record<string, unknown>;
type Body = Omit<Overview, 'shifts_board'>;
const num = (v: unknown) => Number(v ?? 0);
const round2 = (n: number) => Math.round(n * 100) / 100;

function emptyWeek(weekStart: string): WeekFigures {
  return {
    week_start: weekStart,
    week_end: addDays(weekStart, 6),
    timesheets: 0,
    hours: 0,
    overtime_hours: 0,
    overtime_share: null,
    spend: 0,
    shifts: 0,
    headcount: 0,
    filled: 0,
    fill_rate: null,
    open_shifts: 0,
    no_shows: 0,
    no_show_shifts: 0,
    daily_hours: [0, 0, 0, 0, 0, 0, 0],
  };
}

/** Hours, spend and timesheets per week (the timesheet list's rows of those weeks, summed). */
async function timesheetTotals(scope: Scope, weeks: string[]) {
  const rows = await db().execute<Raw>(sql`select t.week_start::text as week, count(*)::int as n,
      coalesce(sum(t.regular_hours + t.overtime_hours + t.double_time_hours), 0) as hours,
      coalesce(sum(t.overtime_hours + t.double_time_hours), 0) as overtime, coalesce(sum(t.bill_total), 0) as spend
    from timesheets t
    where t.tenant_id = ${scope.tenantId} and ${inLocations(sql`t.location_id`, scope)} and t.archived_at is null
      and t.week_start in (${weeks[0]}::date, ${weeks[1]}::date)
    group by t.week_start`);
  return rows.rows;
}

/** Hours per local day of the weeks' timecards (closed ones), for the chart. */
async function dailyHours(scope: Scope, weeks: string[]) {
  const rows = await db().execute<Raw>(sql`select t.week_start::text as week,
      ((tc.clock_in at time zone l.timezone)::date - t.week_start) as d,
      sum(greatest(0, extract(epoch from (tc.clock_out - tc.clock_in)) / 3600 - tc.break_minutes / 60.0)) as hours
    from timesheets t
    join timecards tc on tc.tenant_id = t.tenant_id and tc.timesheet_id = t.id and tc.clock_out is not null
    join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
    where t.tenant_id = ${scope.tenantId} and ${inLocations(sql`t.location_id`, scope)} and t.archived_at is null
      and t.week_start in (${weeks[0]}::date, ${weeks[1]}::date)
    group by 1, 2`);
  return rows.rows;
}

/** The shifts starting in a week as GET /shifts/v2?startDate=W&endDate=W+6 reads them. */
const shiftsOfWeek = (scope: Scope, week: string) =>
  sql`s.tenant_id = ${scope.tenantId} and ${inLocations(sql`s.location_id`, scope)}
    and s.starts_at >= ${week}::date and s.starts_at < ${addDays(week, 6)}::date + 1`;

async function shiftTotals(scope: Scope, week: string) {
  const [fill, noShows] = await Promise.all([
    db().execute<Raw>(sql`select count(*)::int as n, coalesce(sum(headcount), 0)::int as headcount,
        coalesce(sum(least(filled, headcount)), 0)::int as filled, count(*) filter (where filled < headcount)::int as open
      from (select s.headcount, ${filledCountSql(sql`s`)} as filled from shifts s
        where ${shiftsOfWeek(scope, week)} and s.status = 'published') f`),
    db().execute<Raw>(sql`select count(*)::int as n, count(distinct s.id)::int as shifts
      from shifts s join shift_assignments a on a.tenant_id = s.tenant_id and a.shift_id = s.id and a.status = 'no_show'
      where ${shiftsOfWeek(scope, week)}`),
  ]);
  return { fill: fill.rows[0], noShows: noShows.rows[0] };
}

/** Open exceptions on timesheets in scope that the list shows (not archived). */
async function openExceptions(scope: Scope) {
  const rows = await db().execute<Raw>(sql`select count(*)::int as n, count(distinct e.timesheet_id)::int as sheets
    from timecard_exceptions e join timesheets t on t.id = e.timesheet_id and t.tenant_id = e.tenant_id
    where e.tenant_id = ${scope.tenantId} and e.status = 'open' and t.archived_at is null and ${inLocations(sql`t.location_id`, scope)}`);
  return rows.rows[0];
}

async function load(
  scope: Scope,
  weeks: [string, string],
  today: string,
  weekStartsOn: 'monday' | 'sunday',
  currency: string,
): Promise<Body> {
  const [sheets, daily, shiftsNow, shiftsBefore, counts, exceptions] = await Promise.all([
    timesheetTotals(scope, weeks),
    dailyHours(scope, weeks),
    shiftTotals(scope, weeks[0]),
    shiftTotals(scope, weeks[1]),
    countByStatus(scope),
    openExceptions(scope),
  ]);
  const figures = weeks.map((w) => emptyWeek(w)) as [WeekFigures, WeekFigures];
  for (const r of sheets) {
    const f = figures.find((x) => x.week_start === r.week);
    if (!f) continue;
    f.timesheets = num(r.n);
    f.hours = round2(num(r.hours));
    f.overtime_hours = round2(num(r.overtime));
    f.spend = round2(num(r.spend));
    f.overtime_share = f.hours > 0 ? f.overtime_hours / f.hours : null;
  }
  for (const r of daily) {
    const f = figures.find((x) => x.week_start === r.week);
    // A card is in its timesheet's week; one clocked in just before the week at its site's clock counts on day 0.
    if (f) f.daily_hours[Math.min(6, Math.max(0, num(r.d)))] += num(r.hours);
  }
  for (const [f, s] of [
    [figures[0], shiftsNow],
    [figures[1], shiftsBefore],
  ] as const) {
    f.daily_hours = f.daily_hours.map(round2);
    f.shifts = num(s.fill.n);
    f.headcount = num(s.fill.headcount);
    f.filled = num(s.fill.filled);
    f.open_shifts = num(s.fill.open);
    f.fill_rate = f.headcount > 0 ? f.filled / f.headcount : null;
    f.no_shows = num(s.noShows.n);
    f.no_show_shifts = num(s.noShows.shifts);
  }
  return {
    today,
    week_starts_on: weekStartsOn,
    currency,
    this_week: figures[0],
    last_week: figures[1],
    approvals_pending: counts.submitted,
    approvals_past_due: counts.past_due,
    exceptions_open: num(exceptions.n),
    exception_timesheets: num(exceptions.sheets),
  };
}

/** How old the last figures may be when they are answered while newer ones are being worked out. */
const MAX_STALE_MS = 5_000;
const MAX_ENTRIES = 500;
type Done = { tag: string; at: number; value: Body };
type Running = { tag: string; promise: Promise<Body> };
function store() {
  const g = globalThis as typeof globalThis & { __overviewCache?: { done: Map<string, Done>; running: Map<string, Running> } };
  return (g.__overviewCache ??= { done: new Map(), running: new Map() });
}

/**
 * The figures for `key` at data versions `tag`. Unlike a list page, they sum a whole week (tens of thousands
 * of rows in a large tenant), so a tenant whose data changes every few hundred milliseconds would have every
 * reader wait for a new sum. Instead: a request at the current versions gets them (kept or shared with the
 * load in flight); when they moved, the first request loads and waits, and requests that arrive while that
 * load runs get the last figures if they are under MAX_STALE_MS old. A reader's own change is therefore seen
 * at once unless someone else's load is already running, and never more than a few seconds late.
 */
function kept(key: string, tag: string, load: () => Promise<Body>): Promise<Body> {
  const { done, running } = store();
  const last = done.get(key);
  if (last?.tag === tag) return Promise.resolve(last.value);
  const run = running.get(key);
  // Whoever started the load waits for it; everyone else meanwhile gets the last figures, if recent.
  if (last && run && Date.now() - last.at < MAX_STALE_MS) return Promise.resolve(last.value);
  if (run?.tag === tag) return run.promise;
  const at = Date.now();
  const promise = load().then((value) => {
    const current = done.get(key);
    if (!current || current.at <= at) {
      done.delete(key);
      done.set(key, { tag, at, value });
      while (done.size > MAX_ENTRIES) done.delete(done.keys().next().value!);
    }
    return value;
  });
  const clear = () => {
    if (running.get(key)?.promise === promise) running.delete(key);
  };
  promise.then(clear, clear);
  running.set(key, { tag, promise });
  return promise;
}

/**
 * The overview of the week holding `day` (the reader's today unless a week was asked for) in `scope`.
 * `shiftsBoard` says whether the user may open /jobs (its figures link there only then).
 */
export async function overviewOf(scope: Scope, day: string, today: string, shiftsBoard: boolean): Promise<Overview> {
  const settings = await getSettings(scope.tenantId);
  const weekStartsOn = readRules(settings.timesheets).week_start;
  const week = workweekStart(day, weekStartsOn);
  const weeks: [string, string] = [week, addDays(week, -7)];
  const currency = currencyOf(settings);
  // The key names the tenant, the scope and everything the versions do not track (the date, the settings).
  const [cutoff, versions] = await Promise.all([pastDueCutoff(scope.tenantId), versionsSinceNow(scope.tenantId)]);
  const key = JSON.stringify([scope.tenantId, scope.locationIds ?? null, week, weekStartsOn, today, cutoff, currency]);
  const body = await kept(key, `${versions.timesheets}:${versions.live}`, () => load(scope, weeks, today, weekStartsOn, currency));
  return { ...body, shifts_board: shiftsBoard };
}
