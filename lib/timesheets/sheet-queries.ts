// No 'server-only' guard of its own, like lib/timesheets/week.ts and reprice.ts that read and write with it.
import { sql, type SQL } from 'drizzle-orm';
import { inLocations } from '@/lib/auth/contact-scope';
import { ROLE_IDS } from '@/lib/auth/roles';
import { anyUuid } from '@/lib/db/any-uuid';
import type { DbOrTx } from '@/lib/db/client';
import { APPROVER_JOINS, MAY_APPROVE } from './approvers';
import type { Scope } from './scope';
import { OPEN_FOR_TOTALS } from './totals-queries';

// The statements of timesheet work outside the list's queries (./queries.ts), each in the caller's transaction.

/** The open timesheets a rule change concerns (the tenant's, a site's or a placement's), after `afterId`, in id order. */
export async function openSheetIds(
  tx: DbOrTx,
  tenantId: string,
  where: { locationId?: string; placementId?: string },
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const res = await tx.execute<{ id: string }>(sql`select t.id from timesheets t where t.tenant_id = ${tenantId} and ${OPEN_FOR_TOTALS}
    ${where.locationId ? sql`and t.location_id = ${where.locationId}` : sql``}
    ${where.placementId ? sql`and t.placement_id = ${where.placementId}` : sql``}
    ${afterId ? sql`and t.id > ${afterId}` : sql``}
    order by t.id limit ${limit}`);
  return res.rows.map((r) => r.id);
}

/** Sets the placement's new rates on its open timesheets, locking them in id order first. */
export async function setOpenSheetRates(
  tx: DbOrTx,
  tenantId: string,
  placementId: string,
  rates: { billRate: number; payRate: number },
): Promise<void> {
  await tx.execute(sql`update timesheets t set bill_rate = ${rates.billRate.toFixed(2)}, pay_rate = ${rates.payRate.toFixed(2)}, updated_at = now()
    where t.id in (select t.id from timesheets t where t.tenant_id = ${tenantId} and t.placement_id = ${placementId} and ${OPEN_FOR_TOTALS} order by t.id for no key update)`);
}

/** The site's zone and the company's stored timesheet rules (undefined for a site the tenant has not). */
export async function siteClock(
  tx: DbOrTx,
  tenantId: string,
  locationId: string,
): Promise<{ timezone: string; rules: unknown } | undefined> {
  const [site] = (
    await tx.execute<{ timezone: string; rules: unknown }>(sql`select l.timezone, s.data->'timesheets' as rules
    from locations l left join company_settings s on s.tenant_id = l.tenant_id
    where l.tenant_id = ${tenantId} and l.id = ${locationId}`)
  ).rows;
  return site;
}

export type OpenPunch = { timesheet_id: string; worker: string; clock_in: string | Date; timezone: string };

/** The cards of these timesheets still clocked in, with the worker's name and the site's zone, earliest first. */
export async function openPunchesOf(tx: DbOrTx, tenantId: string, ids: string[]): Promise<OpenPunch[]> {
  const open = await tx.execute<OpenPunch>(sql`select tc.timesheet_id, tc.clock_in, c.first_name || ' ' || c.last_name as worker, l.timezone
    from timecards tc
    join candidates c on c.id = tc.candidate_id and c.tenant_id = tc.tenant_id
    join locations l on l.id = tc.location_id and l.tenant_id = tc.tenant_id
    where tc.tenant_id = ${tenantId} and tc.clock_out is null and ${anyUuid(sql`tc.timesheet_id`, ids)}
    order by tc.clock_in, tc.id`);
  return open.rows;
}

export type StoredSheetTotals = { regular_hours: string; overtime_hours: string; double_time_hours: string; bill_total: string };

/** The stored totals of these timesheets within the reader's scope. */
export async function storedTotalsOf(tx: DbOrTx, scope: Scope, ids: string[]): Promise<StoredSheetTotals[]> {
  const rows = await tx.execute<StoredSheetTotals>(
    sql`select t.regular_hours, t.overtime_hours, t.double_time_hours, t.bill_total from timesheets t
      where t.tenant_id = ${scope.tenantId} and ${inLocations(sql`t.location_id`, scope)} and ${anyUuid(sql`t.id`, [...new Set(ids)])}`,
  );
  return rows.rows;
}

export type SubmitReader = { user_id: string; timesheet_id: string; worker: string; location: string; week_start: string };

/** Who reads which of these timesheets: the approvers of each one's location (lib/timesheets/approvers.ts). */
export async function submitReaders(tx: DbOrTx, tenantId: string, ids: string[]): Promise<SubmitReader[]> {
  const rows = await tx.execute<SubmitReader>(sql`select u.id as user_id,
      t.id as timesheet_id, c.first_name || ' ' || c.last_name as worker, l.name as location, t.week_start
    from timesheets t
    join candidates c on c.id = t.candidate_id and c.tenant_id = t.tenant_id
    join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
    join contact_locations cl on cl.location_id = t.location_id and cl.tenant_id = t.tenant_id
    join users u on u.contact_id = cl.contact_id and u.tenant_id = t.tenant_id ${APPROVER_JOINS}
    where t.tenant_id = ${tenantId} and ${anyUuid(sql`t.id`, ids)} and ${MAY_APPROVE}
    order by u.email, l.name, c.last_name, c.first_name, t.week_start, t.id`);
  return rows.rows;
}

export type DecidedSheet = { timesheet_id: string; worker: string; location: string; week_start: string; submitter: string | null };

/** These timesheets with their worker and site, and the active staff member who last submitted each (null if none). */
export async function decidedSheets(tx: DbOrTx, tenantId: string, ids: string[]): Promise<DecidedSheet[]> {
  const res =
    await tx.execute<DecidedSheet>(sql`select t.id as timesheet_id, c.first_name || ' ' || c.last_name as worker, l.name as location, t.week_start,
      (select u.id from timesheet_logs g join users u on u.id = g.user_id and u.tenant_id = g.tenant_id and u.active and u.role_id <> ${ROLE_IDS.company_contact}
        where g.tenant_id = t.tenant_id and g.timesheet_id = t.id and g.action = 'submit' order by g.created_at desc limit 1) as submitter
    from timesheets t
    join candidates c on c.id = t.candidate_id and c.tenant_id = t.tenant_id
    join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
    where t.tenant_id = ${tenantId} and ${anyUuid(sql`t.id`, ids)}`);
  return res.rows;
}

/** How many of the rows `where` picks await a decision, and how many of those are due by `cutoff`. */
export async function awaitingCounts(tx: DbOrTx, where: SQL, cutoff: string): Promise<{ awaiting: number; past_due: number }> {
  const rows = await tx.execute<{ awaiting: number; past_due: number }>(sql`select count(*)::int as awaiting,
        count(*) filter (where t.week_start <= ${cutoff}::date)::int as past_due
      from timesheets t
      where ${where}`);
  const [row] = rows.rows;
  return { awaiting: Number(row?.awaiting ?? 0), past_due: Number(row?.past_due ?? 0) };
}

export type StoredCard = { id: string; clock_in: Date; clock_out: Date | null; break_minutes: number; breaks: unknown };

export type StoredWeek = {
  id: string;
  week_start: string;
  total: string;
  day_hours: number[];
  timezone: string;
  pay_rules: string;
  rules: unknown;
};

/** Each timesheet's stored total and days, its site's zone and pay rules, and the company's stored timesheet rules. */
export async function storedWeeks(tx: DbOrTx, tenantId: string, ids: readonly string[]): Promise<StoredWeek[]> {
  const rows =
    await tx.execute<StoredWeek>(sql`select t.id, t.week_start::text as week_start, t.regular_hours + t.overtime_hours + t.double_time_hours as total,
      t.day_hours::float8[] as day_hours, l.timezone, l.pay_rules,
      (select cs.data->'timesheets' from company_settings cs where cs.tenant_id = t.tenant_id) as rules
    from timesheets t join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
    where t.tenant_id = ${tenantId} and ${anyUuid(sql`t.id`, [...new Set(ids)])}`);
  return rows.rows;
}

/**
 * The closed cards of the same worker and site on other timesheets that reach into each one's week, in the
 * window lib/timesheets/totals.ts reads (a day either side of the week in UTC covers every zone's offset).
 */
export async function neighbourCards(tx: DbOrTx, tenantId: string, ids: readonly string[]): Promise<(StoredCard & { sheet_id: string })[]> {
  const neighbours = await tx.execute<StoredCard & { sheet_id: string }>(sql`select t.id as sheet_id, tc.id, tc.clock_in, tc.clock_out,
      tc.break_minutes, tc.breaks
    from timesheets t join timecards tc on tc.tenant_id = t.tenant_id and tc.candidate_id = t.candidate_id and tc.location_id = t.location_id
      and tc.timesheet_id is distinct from t.id and tc.clock_out is not null
      and tc.clock_in < (t.week_start + 8)::timestamp at time zone 'UTC' and tc.clock_out > (t.week_start - 1)::timestamp at time zone 'UTC'
    where t.tenant_id = ${tenantId} and ${anyUuid(sql`t.id`, [...new Set(ids)])}
    order by tc.clock_in, tc.id`);
  return neighbours.rows;
}

/** The cards of these timesheets, earliest first. */
export async function cardsOfSheets(
  tx: DbOrTx,
  tenantId: string,
  ids: readonly string[],
): Promise<(StoredCard & { timesheet_id: string })[]> {
  const cards = await tx.execute<
    StoredCard & { timesheet_id: string }
  >(sql`select tc.timesheet_id, tc.id, tc.clock_in, tc.clock_out, tc.break_minutes, tc.breaks
      from timecards tc where tc.tenant_id = ${tenantId} and ${anyUuid(sql`tc.timesheet_id`, [...new Set(ids)])}
      order by tc.clock_in, tc.id`);
  return cards.rows;
}
