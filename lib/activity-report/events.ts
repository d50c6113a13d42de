import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { granularityOf, type Period } from './period';
import { METRICS } from './types';

/**
 * The report's SQL. Every source becomes one stream of events (kind, user, client company, time,
 * timesheet action), counted per local day in the CTE `ev`; each table of the report sums over it, so a
 * filter or a source is defined once. Every branch is bounded by tenant and time (one index range), and
 * the per-day counts keep `ev` small however many raw rows a busy tenant has.
 */
export type EventScope = Period & { tenantId: string; timeZone: string; companyId?: string; userId?: string };

/** The instant a calendar day starts in the viewer's zone (DST-aware: PostgreSQL resolves the offset). */
const dayStart = (day: string, tz: string) => sql`((${day}::date)::timestamp at time zone ${tz})`;
const dayAfter = (day: string, tz: string) => sql`((${day}::date + 1)::timestamp at time zone ${tz})`;

/**
 * `creators, ev` CTEs for events from `first` (a day, before s.from when the previous period is wanted)
 * through s.to. Logins come from the audit trail ('login.succeeded'), not the sessions table: a sign-in
 * deletes that user's expired sessions, so sessions hold only the last week. Applications and placements
 * carry no creator column; their creator is the user on their audit row, written in the same transaction.
 */
export function eventsCte(s: EventScope, first: string): SQL {
  const t = s.tenantId;
  const lo = dayStart(first, s.timeZone);
  const hi = dayAfter(s.to, s.timeZone);
  const filters = [
    s.companyId ? sql`e.company_id = ${s.companyId}` : undefined,
    s.userId ? sql`e.user_id = ${s.userId}` : undefined,
  ].filter((f): f is SQL => f !== undefined);
  return sql`creators as (
    -- A day's slack either side: an audit row shares its record's transaction time, but seeds and imports may not.
    select distinct on (a.target, a.action) a.target, a.action, a.user_id from audit_log a
    where a.tenant_id = ${t} and a.action in ('application.create', 'placement.create')
      and a.created_at >= ${lo} - interval '1 day' and a.created_at < ${hi} + interval '1 day'
    order by a.target, a.action, a.id
  ), ev as (
    select e.kind, e.user_id, e.company_id, e.action, (e.at at time zone ${s.timeZone})::date as day, count(*)::int as n, max(e.at) as last_at
    from (
      select 'logins'::text as kind, a.user_id, c.company_id, a.created_at as at, null::text as action
      from audit_log a
      left join users u on u.id = a.user_id and u.tenant_id = a.tenant_id
      left join contacts c on c.id = u.contact_id and c.tenant_id = a.tenant_id
      where a.tenant_id = ${t} and a.action = 'login.succeeded' and a.created_at >= ${lo} and a.created_at < ${hi}
      union all
      select 'timesheet_actions', l.user_id, loc.company_id, l.created_at, l.action
      from timesheet_logs l
      join timesheets ts on ts.id = l.timesheet_id and ts.tenant_id = l.tenant_id
      join locations loc on loc.id = ts.location_id and loc.tenant_id = l.tenant_id
      where l.tenant_id = ${t} and l.created_at >= ${lo} and l.created_at < ${hi}
      union all
      select 'applications', cr.user_id, j.company_id, ap.created_at, null
      from applications ap
      left join jobs j on j.id = ap.job_id and j.tenant_id = ap.tenant_id
      left join creators cr on cr.target = ap.id::text and cr.action = 'application.create'
      where ap.tenant_id = ${t} and ap.created_at >= ${lo} and ap.created_at < ${hi}
      union all
      select 'placements', cr.user_id, p.company_id, p.created_at, null
      from placements p
      left join creators cr on cr.target = p.id::text and cr.action = 'placement.create'
      where p.tenant_id = ${t} and p.created_at >= ${lo} and p.created_at < ${hi}
    ) e
    where ${filters.length ? sql.join(filters, sql` and `) : sql`true`}
    group by 1, 2, 3, 4, 5
  )`;
}

/** One integer column per metric (named prefix + metric), summing the events that also meet `extra`. */
function metricSums(extra?: SQL, prefix = ''): SQL {
  return sql.join(
    METRICS.map(
      (m) =>
        sql`coalesce(sum(e.n) filter (where e.kind = ${m}${extra ? sql` and ${extra}` : sql``}), 0)::int as ${sql.identifier(`${prefix}${m}`)}`,
    ),
    sql`, `,
  );
}

const inPeriod = (s: EventScope) => sql`e.day >= ${s.from}::date`;

/** Current and previous totals in one row: prev_* count what falls before s.from. */
export function totalsSql(s: EventScope): SQL {
  return sql`select ${metricSums(inPeriod(s))}, ${metricSums(sql`e.day < ${s.from}::date`, 'prev_')} from ev e`;
}

/** A row per day or ISO week of the period, zero-filled by generate_series, labelled yyyy-MM-dd. */
export function seriesSql(s: EventScope): SQL {
  const unit = granularityOf(s);
  const step = unit === 'day' ? 1 : 7;
  return sql`select to_char(b.bucket, 'YYYY-MM-DD') as bucket, ${metricSums()}
    from generate_series(date_trunc(${unit}, ${s.from}::timestamp), ${s.to}::timestamp, make_interval(days => ${step})) as b(bucket)
    left join ev e on ${inPeriod(s)} and date_trunc(${unit}, e.day::timestamp) = b.bucket
    group by b.bucket order by b.bucket`;
}

export function byActionSql(s: EventScope): SQL {
  return sql`select e.action, sum(e.n)::int as count from ev e
    where e.kind = 'timesheet_actions' and ${inPeriod(s)}
    group by e.action order by 2 desc, e.action`;
}

/** Users with any activity, busiest first; events of users since deleted count in the totals only. */
export function byUserSql(s: EventScope): SQL {
  return sql`select e.user_id, u.username as name, u.email, ${metricSums()}, max(e.last_at) as last_active
    from ev e join users u on u.id = e.user_id and u.tenant_id = ${s.tenantId}
    where ${inPeriod(s)}
    group by e.user_id, u.username, u.email order by sum(e.n) desc, u.username, e.user_id`;
}

export function byCompanySql(s: EventScope): SQL {
  return sql`select e.company_id, co.name, ${metricSums()}
    from ev e join companies co on co.id = e.company_id and co.tenant_id = ${s.tenantId}
    where ${inPeriod(s)}
    group by e.company_id, co.name order by sum(e.n) desc, co.name, e.company_id`;
}
