import 'server-only';
import { sql } from 'drizzle-orm';
import { inLocations } from '@/lib/auth/contact-scope';
import type { DbOrTx } from '@/lib/db/client';
import type { Versions } from '@/lib/db/versioned-cache';
import { addDays, workweekStart } from '@/lib/pay-rules/zone';
import { currencyOf } from '@/lib/settings/currency';
import { getSettings } from '@/lib/settings/queries';
import { readRules } from '@/lib/settings/timesheet-rules';
import { isFillingSql } from '@/lib/shifts/definitions';
import { approvalCounts } from '@/lib/timesheets/awaiting';
import { pastDueCutoff } from '@/lib/timesheets/queries';
import type { Scope } from '@/lib/timesheets/scope';
import type { Overview, WeekFigures } from './schema';
import { theRow } from '@/lib/db/rows';

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
 * - Approvals pending and past due are what awaits the reader's decision, counted by the one definition
 *   the bell, the reminder mails and the Past due tab share (lib/timesheets/awaiting.ts): submitted, not
 *   locked, at her locations, none if she may not approve; past due once the company's
 *   approval_deadline_days after the week's end have passed (lib/timesheets/deadlines.ts).
 * - Money is bill amounts only: what a client is billed, which every role may see (lib/auth/pay-visibility.ts);
 *   pay and margin are never read here.
 *
 * Every query carries the tenant and the contact's locations. The timesheet figures are kept per process until
 * the tenant's timesheet version moves, the shift figures until its live version does (shifts and assignments
 * raise `live`): see `kept` and overviewOf.
 */

type Raw = Record<string, unknown>;
type Body = Omit<Overview, 'shifts_board' | 'site_zones'>;
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

/**
 * Hours, spend, timesheets and hours per day of the weeks: the timesheet list's rows of those weeks (not
 * archived, any status), summed per site by a trigger (timesheet_week_totals, migration 0021), so this reads
 * a row per site and week however many timesheets there are.
 */
async function timesheetTotals(db: DbOrTx, scope: Scope, weeks: string[]) {
  const rows = await db.execute<Raw>(sql`select w.week_start::text as week, coalesce(sum(w.timesheets), 0)::int as n,
      coalesce(sum(w.hours), 0) as hours, coalesce(sum(w.overtime_hours), 0) as overtime, coalesce(sum(w.bill_total), 0) as spend,
      array[sum(w.day_hours[1]), sum(w.day_hours[2]), sum(w.day_hours[3]), sum(w.day_hours[4]), sum(w.day_hours[5]),
        sum(w.day_hours[6]), sum(w.day_hours[7])]::float8[] as days
    from timesheet_week_totals w
    where w.tenant_id = ${scope.tenantId} and ${inLocations(sql`w.location_id`, scope)}
      and w.week_start in (${weeks[0]}::date, ${weeks[1]}::date)
    group by w.week_start`);
  return rows.rows;
}

/** The shifts starting in a week as GET /shifts/v2?startDate=W&endDate=W+6 reads them. */
const shiftsOfWeek = (scope: Scope, week: string) =>
  sql`s.tenant_id = ${scope.tenantId} and ${inLocations(sql`s.location_id`, scope)}
    and s.starts_at >= ${week}::date and s.starts_at < ${addDays(week, 6)}::date + 1`;

/**
 * A week's published shifts' places and how many are filled (the fill rate), and its no-shows over every
 * shift: one pass over the week's shifts, each shift's assignments counted from the (tenant, shift, status)
 * index (filled as lib/shifts/definitions.ts counts it).
 */
async function shiftTotals(db: DbOrTx, scope: Scope, week: string) {
  const published = sql`s.status = 'published'`;
  const rows = await db.execute<Raw>(sql`select count(*) filter (where ${published})::int as n,
      coalesce(sum(s.headcount) filter (where ${published}), 0)::int as headcount,
      coalesce(sum(least(c.filled, s.headcount)) filter (where ${published}), 0)::int as filled,
      count(*) filter (where ${published} and c.filled < s.headcount)::int as open,
      coalesce(sum(c.no_shows), 0)::int as no_shows, count(*) filter (where c.no_shows > 0)::int as no_show_shifts
    from shifts s cross join lateral (select count(*) filter (where ${isFillingSql(sql`a.status`)}) as filled,
        count(*) filter (where a.status = 'no_show') as no_shows
      from shift_assignments a where a.tenant_id = s.tenant_id and a.shift_id = s.id) c
    where ${shiftsOfWeek(scope, week)}`);
  return theRow(rows.rows, 'shift totals');
}

/** Open exceptions on timesheets in scope that the list shows (not archived). */
async function openExceptions(db: DbOrTx, scope: Scope) {
  const rows = await db.execute<Raw>(sql`select count(*)::int as n, count(distinct e.timesheet_id)::int as sheets
    from timecard_exceptions e join timesheets t on t.id = e.timesheet_id and t.tenant_id = e.tenant_id
    where e.tenant_id = ${scope.tenantId} and e.status = 'open' and t.archived_at is null and ${inLocations(sql`t.location_id`, scope)}`);
  return theRow(rows.rows, 'exception counts');
}

type SheetFigures = Pick<Body, 'approvals_pending' | 'approvals_past_due' | 'exceptions_open' | 'exception_timesheets'> & {
  weeks: Raw[];
};
type ShiftFigures = [Raw, Raw];

/** What follows the tenant's timesheet version: the weeks' totals, the approval backlog, open exceptions. */
async function loadSheetFigures(
  db: DbOrTx,
  scope: Scope,
  weeks: [string, string],
  cutoff: string,
  versions: Versions,
): Promise<SheetFigures> {
  const [totals, counts, exceptions] = await Promise.all([
    timesheetTotals(db, scope, weeks),
    approvalCounts(db, scope, cutoff, undefined, versions),
    openExceptions(db, scope),
  ]);
  return {
    weeks: totals,
    approvals_pending: counts.awaiting,
    approvals_past_due: counts.past_due,
    exceptions_open: num(exceptions.n),
    exception_timesheets: num(exceptions.sheets),
  };
}

/**
 * How many days of the week starting `week` have begun on `today` (0–7). A week in progress is compared with
 * the same days of last week, not with all of it: on Monday morning a whole week before is no yardstick.
 */
export function elapsedDays(week: string, today: string): number {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${week}T00:00:00Z`)) / 86_400_000) + 1;
  return Math.min(7, Math.max(0, days));
}

function assemble(
  weeks: [string, string],
  sheets: SheetFigures,
  shifts: ShiftFigures,
  head: Pick<Body, 'today' | 'week_starts_on' | 'currency'>,
): Body {
  const figures = weeks.map((w) => emptyWeek(w)) as [WeekFigures, WeekFigures];
  for (const r of sheets.weeks) {
    const f = figures.find((x) => x.week_start === r.week);
    if (!f) continue;
    f.timesheets = num(r.n);
    f.hours = round2(num(r.hours));
    f.overtime_hours = round2(num(r.overtime));
    f.spend = round2(num(r.spend));
    f.overtime_share = f.hours > 0 ? f.overtime_hours / f.hours : null;
    f.daily_hours = (r.days as (number | null)[]).map((h) => round2(num(h)));
  }
  figures.forEach((f, i) => {
    const s = shifts[i]!; // both hold the two weeks
    f.shifts = num(s.n);
    f.headcount = num(s.headcount);
    f.filled = num(s.filled);
    f.open_shifts = num(s.open);
    f.fill_rate = f.headcount > 0 ? f.filled / f.headcount : null;
    f.no_shows = num(s.no_shows);
    f.no_show_shifts = num(s.no_show_shifts);
  });
  const elapsed = elapsedDays(weeks[0], head.today);
  return {
    ...head,
    this_week: figures[0],
    last_week: figures[1],
    elapsed_days: elapsed,
    last_week_span_hours: round2(figures[1].daily_hours.slice(0, elapsed).reduce((a, b) => a + b, 0)),
    approvals_pending: sheets.approvals_pending,
    approvals_past_due: sheets.approvals_past_due,
    exceptions_open: sheets.exceptions_open,
    exception_timesheets: sheets.exception_timesheets,
  };
}

/** How old the last figures may be when they are answered while newer ones are being worked out. */
const MAX_STALE_MS = 5_000;
const MAX_ENTRIES = 500;
type Done = { tag: string; at: number; value: unknown };
type Running = { tag: string; promise: Promise<unknown> };
function store() {
  const g = globalThis as typeof globalThis & { __overviewCache?: { done: Map<string, Done>; running: Map<string, Running> } };
  return (g.__overviewCache ??= { done: new Map(), running: new Map() });
}

/**
 * The figures for `key` at data versions `tag`. Unlike a list page, they sum a whole week (thousands of
 * shifts in a large tenant), so a tenant whose data changes every few hundred milliseconds would have every
 * reader wait for a new sum. Instead: a request at the current versions gets them (kept or shared with the
 * load in flight); when they moved, the first request loads and waits, and requests that arrive while that
 * load runs get the last figures if they are under MAX_STALE_MS old. A reader's own change is therefore seen
 * at once unless someone else's load is already running, and never more than a few seconds late.
 */
function kept<T>(key: string, tag: string, load: () => Promise<T>): Promise<T> {
  const { done, running } = store();
  const last = done.get(key) as Done & { value: T };
  if (last?.tag === tag) return Promise.resolve(last.value);
  const run = running.get(key) as Running & { promise: Promise<T> };
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
 * `shiftsBoard` says whether the user may open /jobs (its figures link there only then); `versions` are the
 * tenant's data versions as read after the request arrived (versionsSinceNow).
 */
export async function overviewOf(
  db: DbOrTx,
  scope: Scope,
  day: string,
  today: string,
  shiftsBoard: boolean,
  versions: Versions,
): Promise<Overview> {
  const settings = await getSettings(scope.tenantId);
  const weekStartsOn = readRules(settings.timesheets).week_start;
  const week = workweekStart(day, weekStartsOn);
  const weeks: [string, string] = [week, addDays(week, -7)];
  const currency = currencyOf(settings);
  // Each key names the tenant, the scope and everything its version does not track (the date, the settings).
  // The timesheet figures follow the timesheet version, the shift figures the live one (shifts and
  // assignments), so a timesheet edit does not recount shifts, nor a shift edit the timesheets.
  const cutoff = await pastDueCutoff(scope.tenantId);
  const where = [scope.tenantId, scope.locationIds ?? null, scope.approves !== false, week];
  const [sheets, shifts] = await Promise.all([
    kept(JSON.stringify(['sheets', ...where, weekStartsOn, today, cutoff]), String(versions.timesheets), () =>
      loadSheetFigures(db, scope, weeks, cutoff, versions),
    ),
    kept(JSON.stringify(['shifts', ...where]), String(versions.live), () =>
      Promise.all([shiftTotals(db, scope, weeks[0]), shiftTotals(db, scope, weeks[1])]),
    ),
  ]);
  const siteZones = await siteZonesOf(db, scope);
  return {
    ...assemble(weeks, sheets, shifts, { today, week_starts_on: weekStartsOn, currency }),
    site_zones: siteZones,
    shifts_board: shiftsBoard,
  };
}

/**
 * The time zones of the reader's sites (a contact's own locations only): the chart's days are each card's site
 * days, and the screen names the zones they are on. A handful at most; a tenant-scoped read of its locations.
 */
async function siteZonesOf(db: DbOrTx, scope: Scope): Promise<string[]> {
  const rows = await db.execute<{ timezone: string }>(
    sql`select distinct l.timezone from locations l where l.tenant_id = ${scope.tenantId} and ${inLocations(sql`l.id`, scope)} order by l.timezone limit 20`,
  );
  return rows.rows.map((r) => r.timezone);
}
