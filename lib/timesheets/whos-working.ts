import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { inLocations } from '@/lib/auth/contact-scope';
import type { Scope } from './scope';
import type { NoShowRow, WhoIsWorkingLive, WhoIsWorkingHistory, WhoIsWorkingRow } from './schema';
import { iso } from '@/lib/db/iso';
import { dateIn } from '@/lib/schema-kit/timezone';
import { tenantTimeZone } from '@/lib/settings/time-zone';
import { cachedPage } from '@/lib/db/versioned-cache';
import type { ExceptionKind } from '@/lib/punches/exceptions';
import { lateArrivalMinutes } from '@/lib/punches/rules';
import { readPunchRules, type PunchRules } from '@/lib/settings/punch-rules';
import type { WorkerStatusCode } from './worker-status';

type Raw = Record<string, unknown>;
const locationFilter = (column: SQL, location: string) => (location === 'all' ? sql`true` : sql`${column} = ${location}`);

/**
 * An open card counts as someone on the clock only while its timesheet is open: one on an approved,
 * locked or archived timesheet is a stale punch (submit and approve refuse open punches now, but older
 * rows may hold one), never a worker clocked in: not on the board, the headcount or the history. A
 * primary-key probe per open card (`tc` is the timecard).
 */
const ON_OPEN_SHEET = sql`not exists (select 1 from timesheets ts where ts.id = tc.timesheet_id and ts.tenant_id = tc.tenant_id
  and (ts.status = 'approved' or ts.locked or ts.archived_at is not null))`;

/** What the board knows of one card when it picks the row's status. */
export type StatusFacts = {
  clockIn: Date;
  clockOut: Date | null;
  shiftStart: Date | null;
  onBreak: boolean;
  exceptions: readonly ExceptionKind[];
};

/**
 * The row's one status, most pressing first: a closed card is clocked out; an open outside_fence exception
 * wants someone's attention before anything else; then late (the punch rules' late_arrival: after the shift's
 * start plus the tenant's allowance), on break, no shift (a clock-in matched to none), else on shift.
 */
export function boardStatus(f: StatusFacts, rules: Pick<PunchRules, 'early_late_minutes'>): WorkerStatusCode {
  if (f.clockOut) return 'clocked_out';
  if (f.exceptions.includes('outside_fence')) return 'outside_fence';
  if (f.shiftStart && lateArrivalMinutes(f.shiftStart, f.clockIn, rules) > 0) return 'late';
  if (f.onBreak) return 'on_break';
  return f.shiftStart ? 'on_shift' : 'no_shift';
}

/**
 * Everyone clocked in now (open timecards: the partial index on clock_out is null serves this), with
 * lateness against the shift they clocked into and one status per row (boardStatus).
 */
export async function whoIsWorking(scope: Scope, location = 'all', now = new Date()): Promise<WhoIsWorkingLive> {
  const where = sql`tc.tenant_id = ${scope.tenantId} and tc.clock_out is null and ${inLocations(sql`tc.location_id`, scope)} and ${locationFilter(sql`tc.location_id`, location)}
    and ${ON_OPEN_SHEET}`;
  const rows = await db().execute<Raw>(sql`
    select tc.id, tc.timesheet_id, tc.candidate_id, tc.location_id, tc.position, tc.clock_in, tc.breaks, tc.shift_id,
      c.first_name || ' ' || c.last_name as worker_name, l.name as location_name, l.timezone as location_timezone, co.id as company_id, co.name as company_name,
      sh.id as matched_shift, sh.starts_at as shift_start,
      array(select e.kind from timecard_exceptions e where e.tenant_id = tc.tenant_id and e.timecard_id = tc.id and e.status = 'open' order by e.kind) as exceptions,
      (select cs.data -> 'punch_rules' from company_settings cs where cs.tenant_id = tc.tenant_id) as punch_rules
    from timecards tc
    join candidates c on c.id = tc.candidate_id and c.tenant_id = tc.tenant_id
    join locations l on l.id = tc.location_id and l.tenant_id = tc.tenant_id
    join companies co on co.id = l.company_id and co.tenant_id = tc.tenant_id
    -- The card's own shift (the clock-in matched it to the worker's assignment, lib/punches shiftForClockIn): a
    -- card without one is "no shift", never measured against someone else's shift of the same position.
    left join shifts sh on sh.id = tc.shift_id and sh.tenant_id = tc.tenant_id
    where ${where}
    order by co.name, l.name, tc.clock_in`);
  const data: WhoIsWorkingRow[] = rows.rows.map((r) => {
    const clockIn = new Date(r.clock_in as string);
    const breaks = (r.breaks as { start: string; end: string | null }[] | null) ?? [];
    const shiftStart = r.shift_start ? new Date(r.shift_start as string) : null;
    // The tenant's lateness allowance, as the punch rules judge late_arrival (one subquery per row: a primary-key read).
    const rules = readPunchRules(r.punch_rules);
    const late = shiftStart ? lateArrivalMinutes(shiftStart, clockIn, rules) : 0;
    const onBreak = breaks.length > 0 && breaks[breaks.length - 1].end === null;
    const exceptions = (r.exceptions as ExceptionKind[] | null) ?? [];
    return {
      timecard_id: String(r.id),
      timesheet_id: (r.timesheet_id as string) ?? null,
      user_id: String(r.candidate_id),
      worker_name: String(r.worker_name),
      company_id: String(r.company_id),
      company_name: String(r.company_name),
      location_id: String(r.location_id),
      location_name: String(r.location_name),
      location_timezone: String(r.location_timezone),
      position: String(r.position),
      clock_in: clockIn.toISOString(),
      elapsed_minutes: Math.max(0, Math.floor((now.getTime() - clockIn.getTime()) / 60_000)),
      on_break: onBreak,
      shift_id: (r.matched_shift as string) ?? null,
      late_minutes: late,
      // Open punch exceptions of the card (lib/punches): the row's badges, e.g. "Outside geofence".
      exceptions,
      status: boardStatus({ clockIn, clockOut: null, shiftStart, onBreak, exceptions }, rules),
    };
  });
  const dayZone = await headcountZone(scope, location);
  const [noShows, headcount] = await Promise.all([noShowShifts(scope, location, now), headcountToday(scope, location, dayZone, now)]);
  return {
    data,
    meta: {
      totalItems: data.length,
      working: data.length,
      late: data.filter((d) => d.late_minutes > 0).length,
      no_show: noShows.reduce((n, s) => n + (s.expected - s.clocked_in), 0),
      no_shows: noShows,
      as_of: now.toISOString(),
      headcount,
      headcount_zone: dayZone,
    },
  };
}

/**
 * The live board's answer, kept per process until the tenant's `live` version moves (a clock-in or -out, a
 * break, a shift saved, a timesheet closed) or the minute turns (elapsed minutes, lateness, no-shows and
 * the headcount move with the clock). A board open all day costs a primary-key read per poll.
 */
export function liveBoardPage(scope: Scope, location = 'all', now = new Date()): Promise<Response> {
  const minute = Math.floor(now.getTime() / 60_000);
  const key = JSON.stringify(['whos-working', scope.tenantId, scope.locationIds ?? null, location, minute]);
  return cachedPage(scope.tenantId, key, () => whoIsWorking(scope, location, now), 'live');
}

/** Shifts under way (started over 15 minutes ago) with fewer clock-ins than the headcount they need. */
async function noShowShifts(scope: Scope, location: string, now: Date): Promise<NoShowRow[]> {
  const rows = await db().execute<Raw>(sql`
    select s.id, s.location_id, s.position, s.starts_at, s.headcount, l.name as location_name, l.timezone as location_timezone, co.name as company_name,
      (select count(distinct tc.candidate_id)::int from timecards tc where tc.tenant_id = s.tenant_id and tc.location_id = s.location_id
        and tc.clock_in between s.starts_at - interval '2 hours' and s.ends_at
        and (tc.shift_id = s.id or (tc.shift_id is null and tc.position = s.position))) as clocked_in
    from shifts s
    join locations l on l.id = s.location_id and l.tenant_id = s.tenant_id
    join companies co on co.id = l.company_id and co.tenant_id = s.tenant_id
    where s.tenant_id = ${scope.tenantId} and ${inLocations(sql`s.location_id`, scope)} and ${locationFilter(sql`s.location_id`, location)}
      and s.status = 'published' and s.starts_at <= ${new Date(now.getTime() - 15 * 60_000)} and s.ends_at > ${now}
    order by s.starts_at, l.name`);
  return rows.rows
    .map((r) => ({
      shift_id: String(r.id),
      company_name: String(r.company_name),
      location_id: String(r.location_id),
      location_name: String(r.location_name),
      location_timezone: String(r.location_timezone),
      position: String(r.position),
      starts_at: iso(r.starts_at),
      expected: Number(r.headcount),
      clocked_in: Number(r.clocked_in),
    }))
    .filter((s) => s.clocked_in < s.expected);
}

/**
 * Whose day "today" is for the headcount (DESIGN §8 "One clock"): one site's board counts that site's day;
 * the board of every site counts the tenant's day (one chart has one axis). Never the browser's or UTC's day.
 */
async function headcountZone(scope: Scope, location: string): Promise<string> {
  if (location === 'all') return tenantTimeZone(db(), scope.tenantId);
  const rows = await db().execute<{ timezone: string }>(
    sql`select l.timezone from locations l where l.tenant_id = ${scope.tenantId} and l.id = ${location} and ${inLocations(sql`l.id`, scope)}`,
  );
  return rows.rows[0]?.timezone ?? tenantTimeZone(db(), scope.tenantId);
}

/** People on the clock in each hour of today so far (the site's day and hours, see headcountZone), for the headcount chart. */
async function headcountToday(scope: Scope, location: string, timeZone: string, now: Date) {
  const rows = await db().execute<Raw>(sql`
    select h.hour, (select count(distinct tc.candidate_id)::int from timecards tc
      where tc.tenant_id = ${scope.tenantId} and ${inLocations(sql`tc.location_id`, scope)} and ${locationFilter(sql`tc.location_id`, location)}
        -- A card spans at most 24 hours, so only cards started since yesterday can overlap today: an index range.
        and tc.clock_in >= h.hour - interval '24 hours' and tc.clock_in < h.hour + interval '1 hour' and coalesce(tc.clock_out, ${now}) > h.hour
        and (tc.clock_out is not null or ${ON_OPEN_SHEET})) as count
    from generate_series(date_trunc('day', ${now}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}, ${now}::timestamptz, interval '1 hour') as h(hour)
    order by h.hour`);
  return rows.rows.map((r) => ({ hour: iso(r.hour), count: Number(r.count) }));
}

/** Which days the history counts: a range of calendar days, or "today", each site's own. */
type HistoryDays = { from: string; to: string } | { today: Date };

/**
 * Who worked between two days (inclusive, as calendar days of each card's site: DESIGN §8 "One clock", never the
 * browser's), one row per worker and location, with hours net of breaks.
 */
export function whoWorked(scope: Scope, from: string, to: string, location = 'all'): Promise<WhoIsWorkingHistory> {
  return history(scope, { from, to }, location);
}

/**
 * The history's default: who worked today, each site's today on its own clock (issue 22 item 2: a day tied to
 * a site is the site's). At 23:30 on Sunday at a site it is still Sunday there, wherever the reader is, while
 * a site in another zone may already count Monday. meta.from/to name the sites' days (the earliest and latest).
 */
export function whoWorkedToday(scope: Scope, location = 'all', now = new Date()): Promise<WhoIsWorkingHistory> {
  return history(scope, { today: now }, location);
}

/** The calendar days "today" is at the sites the board covers: the earliest and the latest of them. */
async function siteDays(scope: Scope, location: string, now: Date): Promise<{ from: string; to: string }> {
  const rows = await db().execute<{ timezone: string }>(sql`select distinct l.timezone from locations l
    where l.tenant_id = ${scope.tenantId} and ${inLocations(sql`l.id`, scope)} and ${locationFilter(sql`l.id`, location)}`);
  const zones = rows.rows.map((r) => r.timezone);
  if (zones.length === 0) zones.push(await tenantTimeZone(db(), scope.tenantId));
  const days = zones.map((zone) => dateIn(zone, now)).sort();
  return { from: days[0], to: days[days.length - 1] };
}

async function history(scope: Scope, days: HistoryDays, location: string): Promise<WhoIsWorkingHistory> {
  // The first day's midnight as a local time and the days' span; both are read on each card's site clock below:
  // an index range on clock_in per site.
  const [first, span] =
    'today' in days
      ? [sql`date_trunc('day', ${days.today.toISOString()}::timestamptz at time zone l.timezone)`, sql`interval '1 day'`]
      : [sql`(${days.from}::date)::timestamp`, sql`(${days.to}::date - ${days.from}::date + 1) * interval '1 day'`];
  const rows = await db().execute<Raw>(sql`
    select tc.candidate_id, tc.location_id, min(tc.position) as position, c.first_name || ' ' || c.last_name as worker_name,
      l.name as location_name, l.timezone as location_timezone, co.name as company_name, min(tc.clock_in) as first_in, max(tc.clock_out) as last_out, count(*)::int as timecards,
      coalesce(sum(extract(epoch from (tc.clock_out - tc.clock_in)) / 3600 - tc.break_minutes / 60.0) filter (where tc.clock_out is not null), 0) as hours
    from timecards tc
    join candidates c on c.id = tc.candidate_id and c.tenant_id = tc.tenant_id
    join locations l on l.id = tc.location_id and l.tenant_id = tc.tenant_id
    join companies co on co.id = l.company_id and co.tenant_id = tc.tenant_id
    where tc.tenant_id = ${scope.tenantId} and ${inLocations(sql`tc.location_id`, scope)} and ${locationFilter(sql`tc.location_id`, location)}
      and tc.clock_in >= (${first}) at time zone l.timezone and tc.clock_in < (${first} + ${span}) at time zone l.timezone
      and (tc.clock_out is not null or ${ON_OPEN_SHEET})
    group by tc.candidate_id, tc.location_id, c.first_name, c.last_name, l.name, l.timezone, co.name
    order by co.name, l.name, c.last_name, c.first_name`);
  const data = rows.rows.map((r) => ({
    user_id: String(r.candidate_id),
    worker_name: String(r.worker_name),
    company_name: String(r.company_name),
    location_id: String(r.location_id),
    location_name: String(r.location_name),
    location_timezone: String(r.location_timezone),
    position: String(r.position),
    first_in: iso(r.first_in),
    last_out: r.last_out ? iso(r.last_out) : null,
    timecards: Number(r.timecards),
    hours: Math.round(Number(r.hours) * 100) / 100,
  }));
  const total = Math.round(data.reduce((n, d) => n + d.hours, 0) * 100) / 100;
  const { from, to } = 'today' in days ? await siteDays(scope, location, days.today) : days;
  return { data, meta: { totalItems: data.length, total_hours: total, from, to } };
}
