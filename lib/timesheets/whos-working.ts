import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import type { Scope } from './scope';
import type { NoShowRow, WhoIsWorkingLive, WhoIsWorkingHistory, WhoIsWorkingRow } from './schema';
import { iso } from '@/lib/db/iso';
import { dateIn } from '@/lib/schema-kit/timezone';
import { tenantTimeZone } from '@/lib/settings/time-zone';
import { cachedPage, versionsSinceNow } from '@/lib/db/versioned-cache';
import type { ExceptionKind } from '@/lib/punches/exceptions';
import { lateArrivalMinutes } from '@/lib/punches/rules';
import { readPunchRules, type PunchRules } from '@/lib/settings/punch-rules';
import type { WorkerStatusCode } from './worker-status';
import {
  historyRows,
  hourlyHeadcountRows,
  locationTimeZone,
  openCardRows,
  shiftsUnderWayRows,
  siteTimeZones,
  type HistoryDays,
} from './whos-working-queries';

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
export async function whoIsWorking(
  db: DbOrTx,
  scope: Scope,
  location = 'all',
  now = new Date(),
  /** The tenant's live version, read before this call (a cache's tag); read here when not given. */
  liveVersion?: number,
): Promise<WhoIsWorkingLive> {
  // Read before the rows: the board then shows at least this version, and a stream opened `since` it
  // tells any later move (lib/live/version-watch.ts).
  const live_version = liveVersion ?? (await versionsSinceNow(scope.tenantId)).live;
  const rows = await openCardRows(db, scope, location);
  const data: WhoIsWorkingRow[] = rows.map((r) => {
    const clockIn = new Date(r.clock_in as string);
    const breaks = (r.breaks as { start: string; end: string | null }[] | null) ?? [];
    const shiftStart = r.shift_start ? new Date(r.shift_start as string) : null;
    // The tenant's lateness allowance, as the punch rules judge late_arrival (one subquery per row: a primary-key read).
    const rules = readPunchRules(r.punch_rules);
    const late = shiftStart ? lateArrivalMinutes(shiftStart, clockIn, rules) : 0;
    const onBreak = breaks.at(-1)?.end === null;
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
  const dayZone = await headcountZone(db, scope, location);
  const [noShows, headcount] = await Promise.all([
    noShowShifts(db, scope, location, now),
    headcountToday(db, scope, location, dayZone, now),
  ]);
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
      live_version,
    },
  };
}

/**
 * The live board's answer, kept per process until the tenant's `live` version moves (a clock-in or -out, a
 * break, a shift saved, a timesheet closed) or the minute turns (elapsed minutes, lateness, no-shows and
 * the headcount move with the clock). A board open all day costs a primary-key read per poll.
 */
export function liveBoardPage(db: DbOrTx, scope: Scope, location = 'all', now = new Date()): Promise<Response> {
  const minute = Math.floor(now.getTime() / 60_000);
  const key = JSON.stringify(['whos-working', scope.tenantId, scope.locationIds ?? null, location, minute]);
  return cachedPage(scope.tenantId, key, (version) => whoIsWorking(db, scope, location, now, version), 'live');
}

/** Shifts under way (started over 15 minutes ago) with fewer clock-ins than the headcount they need. */
async function noShowShifts(db: DbOrTx, scope: Scope, location: string, now: Date): Promise<NoShowRow[]> {
  const rows = await shiftsUnderWayRows(db, scope, location, now);
  return rows
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
async function headcountZone(db: DbOrTx, scope: Scope, location: string): Promise<string> {
  if (location === 'all') return tenantTimeZone(db, scope.tenantId);
  const zone = await locationTimeZone(db, scope, location);
  return zone ?? tenantTimeZone(db, scope.tenantId);
}

/** People on the clock in each hour of today so far (the site's day and hours, see headcountZone), for the headcount chart. */
async function headcountToday(db: DbOrTx, scope: Scope, location: string, timeZone: string, now: Date) {
  const rows = await hourlyHeadcountRows(db, scope, location, timeZone, now);
  return rows.map((r) => ({ hour: iso(r.hour), count: Number(r.count) }));
}

/**
 * Who worked between two days (inclusive, as calendar days of each card's site: DESIGN §8 "One clock", never the
 * browser's), one row per worker and location, with hours net of breaks.
 */
export function whoWorked(db: DbOrTx, scope: Scope, from: string, to: string, location = 'all'): Promise<WhoIsWorkingHistory> {
  return history(db, scope, { from, to }, location);
}

/**
 * The history's default: who worked today, each site's today on its own clock (issue 22 item 2: a day tied to
 * a site is the site's). At 23:30 on Sunday at a site it is still Sunday there, wherever the reader is, while
 * a site in another zone may already count Monday. meta.from/to name the sites' days (the earliest and latest).
 */
export function whoWorkedToday(db: DbOrTx, scope: Scope, location = 'all', now = new Date()): Promise<WhoIsWorkingHistory> {
  return history(db, scope, { today: now }, location);
}

/** The calendar days "today" is at the sites the board covers: the earliest and the latest of them. */
async function siteDays(db: DbOrTx, scope: Scope, location: string, now: Date): Promise<{ from: string; to: string }> {
  const zones = await siteTimeZones(db, scope, location);
  if (zones.length === 0) zones.push(await tenantTimeZone(db, scope.tenantId));
  const days = zones.map((zone) => dateIn(zone, now)).sort();
  // Never empty: without sites of its own the board takes the tenant's zone.
  return { from: days[0]!, to: days.at(-1)! };
}

async function history(db: DbOrTx, scope: Scope, days: HistoryDays, location: string): Promise<WhoIsWorkingHistory> {
  const rows = await historyRows(db, scope, days, location);
  const data = rows.map((r) => ({
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
  const { from, to } = 'today' in days ? await siteDays(db, scope, location, days.today) : days;
  return { data, meta: { totalItems: data.length, total_hours: total, from, to } };
}
