import 'server-only';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import { companies, users } from '@/lib/db/schema';
import { byActionSql, byCompanySql, byUserSql, eventsCte, seriesSql, totalsSql, type EventScope } from './events';
import { granularityOf, previousPeriod } from './period';
import type { ReportQuery } from './schema';
import { METRICS, type Totals } from './types';
import type { ActionCount, ActivitySummary, CompanyActivity, ReportOptions, SeriesPoint, UserActivity } from './schema';
import { iso } from '@/lib/db/iso';

type Raw = Record<string, unknown>;

// Zones PostgreSQL has been asked about, so each is looked up once per process.
const knownZones = new Map<string, boolean>();

/**
 * The reader's zone as PostgreSQL will take it. readerTimeZone() already accepts only zones ICU knows;
 * a zone newer than the database's tz data would still fail there, so it falls back to UTC, not a 500.
 */
async function databaseZone(db: DbOrTx, timeZone: string): Promise<string> {
  if (timeZone === 'UTC') return timeZone;
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    known = (await db.execute(sql`select 1 from pg_timezone_names where name = ${timeZone}`)).rows.length > 0;
    knownZones.set(timeZone, known);
  }
  return known ? timeZone : 'UTC';
}

/**
 * What a report covers: the verified session's tenant, the reader's zone and the parsed query. A filter
 * naming another tenant's company or user (or none at all) is a 404, never an empty report.
 */
export async function reportScope(db: DbOrTx, tenantId: string, timeZone: string, q: ReportQuery): Promise<EventScope> {
  const s: EventScope = {
    tenantId,
    timeZone: await databaseZone(db, timeZone),
    from: q.from,
    to: q.to,
    companyId: q.company_id,
    userId: q.user_id,
  };
  const [company, user] = await Promise.all([
    s.companyId
      ? db
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.id, s.companyId), eq(companies.tenantId, tenantId)))
          .limit(1)
      : null,
    s.userId
      ? db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, s.userId), eq(users.tenantId, tenantId)))
          .limit(1)
      : null,
  ]);
  if (company && company.length === 0) throw notFound('company');
  if (user && user.length === 0) throw notFound('user');
  return s;
}

const totalsFrom = (r: Raw, prefix = ''): Totals => Object.fromEntries(METRICS.map((m) => [m, Number(r[`${prefix}${m}`] ?? 0)])) as Totals;

export const toSeriesPoint = (r: Raw): SeriesPoint => ({ bucket: String(r.bucket), ...totalsFrom(r) });
export const toUserActivity = (r: Raw): UserActivity => ({
  user_id: String(r.user_id),
  name: String(r.name),
  email: String(r.email),
  ...totalsFrom(r),
  last_active: iso(r.last_active),
});
export const toCompanyActivity = (r: Raw): CompanyActivity => ({
  company_id: String(r.company_id),
  name: String(r.name),
  ...totalsFrom(r),
});
const toActionCount = (r: Raw): ActionCount => ({ action: String(r.action), count: Number(r.count) });

const jsonRows = (part: SQL, order: SQL) => sql`(select coalesce(json_agg(x order by ${order}), '[]'::json) from (${part}) x)`;

/**
 * The whole report in one statement: `ev` is read once (PostgreSQL materialises a CTE used several
 * times) over the previous and the current period together, and each part aggregates from it.
 */
function summarySql(s: EventScope): SQL {
  const busiest = sql`(x.logins + x.timesheet_actions + x.applications + x.placements) desc, x.name`;
  return sql`with ${eventsCte(s, previousPeriod(s).from)}
    select (select row_to_json(x) from (${totalsSql(s)}) x) as totals,
      ${jsonRows(seriesSql(s), sql`x.bucket`)} as series,
      ${jsonRows(byActionSql(s), sql`x.count desc, x.action`)} as by_action,
      ${jsonRows(byUserSql(s), busiest)} as by_user,
      ${jsonRows(byCompanySql(s), busiest)} as by_company`;
}

export async function activitySummary(db: DbOrTx, s: EventScope): Promise<ActivitySummary> {
  const res = await db.execute<Raw>(summarySql(s));
  const row = res.rows[0] ?? {};
  const totals = (row.totals ?? {}) as Raw;
  const list = (v: unknown) => (Array.isArray(v) ? (v as Raw[]) : []);
  return {
    from: s.from,
    to: s.to,
    granularity: granularityOf(s),
    time_zone: s.timeZone,
    totals: totalsFrom(totals),
    previous_totals: totalsFrom(totals, 'prev_'),
    previous: previousPeriod(s),
    series: list(row.series).map(toSeriesPoint),
    by_action: list(row.by_action).map(toActionCount),
    by_user: list(row.by_user).map(toUserActivity),
    by_company: list(row.by_company).map(toCompanyActivity),
  };
}

/** One part of the report for a CSV file, over the current period only. */
export async function activityRows<T>(db: DbOrTx, s: EventScope, part: (s: EventScope) => SQL, map: (r: Raw) => T): Promise<T[]> {
  const res = await db.execute<Raw>(sql`with ${eventsCte(s, s.from)} ${part(s)}`);
  return res.rows.map(map);
}

/** What the filters offer: the tenant's client companies and its portal users, by name. */
export async function reportOptions(db: DbOrTx, tenantId: string): Promise<ReportOptions> {
  const [companyRows, userRows] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.tenantId, tenantId))
      .orderBy(asc(companies.name), asc(companies.id)),
    db
      .select({ id: users.id, name: users.username, email: users.email })
      .from(users)
      .where(eq(users.tenantId, tenantId))
      .orderBy(asc(users.username), asc(users.email)),
  ]);
  return { companies: companyRows, users: userRows };
}
