import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { inLocations } from '@/lib/auth/contact-scope';
import type { Scope } from './scope';

// The statements of the who's-working board and history (lib/timesheets/whos-working.ts), which turns their
// rows into the board's answer.

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

/**
 * Everyone clocked in now (open timecards: the partial index on clock_out is null serves this), with the shift
 * the card clocked into, its open exceptions and the tenant's punch rules.
 */
export async function openCardRows(db: DbOrTx, scope: Scope, location: string): Promise<Raw[]> {
  const where = sql`tc.tenant_id = ${scope.tenantId} and tc.clock_out is null and ${inLocations(sql`tc.location_id`, scope)} and ${locationFilter(sql`tc.location_id`, location)}
    and ${ON_OPEN_SHEET}`;
  const rows = await db.execute<Raw>(sql`
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
  return rows.rows;
}

/** Shifts under way (started over 15 minutes ago), each with the workers clocked in for it. */
export async function shiftsUnderWayRows(db: DbOrTx, scope: Scope, location: string, now: Date): Promise<Raw[]> {
  const rows = await db.execute<Raw>(sql`
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
  return rows.rows;
}

/** The time zone of one location in the caller's scope (undefined for one outside it). */
export async function locationTimeZone(db: DbOrTx, scope: Scope, location: string): Promise<string | undefined> {
  const rows = await db.execute<{ timezone: string }>(
    sql`select l.timezone from locations l where l.tenant_id = ${scope.tenantId} and l.id = ${location} and ${inLocations(sql`l.id`, scope)}`,
  );
  return rows.rows[0]?.timezone;
}

/** People on the clock in each hour of today so far, today and its hours read in `timeZone`. */
export async function hourlyHeadcountRows(db: DbOrTx, scope: Scope, location: string, timeZone: string, now: Date): Promise<Raw[]> {
  const rows = await db.execute<Raw>(sql`
    select h.hour, (select count(distinct tc.candidate_id)::int from timecards tc
      where tc.tenant_id = ${scope.tenantId} and ${inLocations(sql`tc.location_id`, scope)} and ${locationFilter(sql`tc.location_id`, location)}
        -- A card spans at most 24 hours, so only cards started since yesterday can overlap today: an index range.
        and tc.clock_in >= h.hour - interval '24 hours' and tc.clock_in < h.hour + interval '1 hour' and coalesce(tc.clock_out, ${now}) > h.hour
        and (tc.clock_out is not null or ${ON_OPEN_SHEET})) as count
    from generate_series(date_trunc('day', ${now}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}, ${now}::timestamptz, interval '1 hour') as h(hour)
    order by h.hour`);
  return rows.rows;
}

/** The distinct time zones of the sites the board covers. */
export async function siteTimeZones(db: DbOrTx, scope: Scope, location: string): Promise<string[]> {
  const rows = await db.execute<{ timezone: string }>(sql`select distinct l.timezone from locations l
    where l.tenant_id = ${scope.tenantId} and ${inLocations(sql`l.id`, scope)} and ${locationFilter(sql`l.id`, location)}`);
  return rows.rows.map((r) => r.timezone);
}

/** Which days the history counts: a range of calendar days, or "today", each site's own. */
export type HistoryDays = { from: string; to: string } | { today: Date };

/** One row per worker and location over the days (each card's site's calendar days), with hours net of breaks. */
export async function historyRows(db: DbOrTx, scope: Scope, days: HistoryDays, location: string): Promise<Raw[]> {
  // The first day's midnight as a local time and the days' span; both are read on each card's site clock below:
  // an index range on clock_in per site.
  const [first, span] =
    'today' in days
      ? [sql`date_trunc('day', ${days.today.toISOString()}::timestamptz at time zone l.timezone)`, sql`interval '1 day'`]
      : [sql`(${days.from}::date)::timestamp`, sql`(${days.to}::date - ${days.from}::date + 1) * interval '1 day'`];
  const rows = await db.execute<Raw>(sql`
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
  return rows.rows;
}
