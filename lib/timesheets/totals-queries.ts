// No 'server-only' guard: the demo seed (run by tsx outside Next) totals its timesheets through
// lib/timesheets/totals.ts, which reads and writes with these.
import { sql } from 'drizzle-orm';
import { anyUuid } from '@/lib/db/any-uuid';
import type { DbOrTx } from '@/lib/db/client';

/** The SQL condition "this timesheet's totals may still change". */
export const OPEN_FOR_TOTALS = sql`t.status <> 'approved' and not t.locked and not t.invoiced_client and not t.invoiced_vendor and t.payroll_exported_at is null`;

const DAY_MS = 86_400_000;

export type TotalsSheet = {
  id: string;
  candidate_id: string;
  location_id: string;
  week_start: string;
  pay_rate: string;
  bill_rate: string;
  timezone: string;
  pay_rules: string;
  regular_hours: string;
  overtime_hours: string;
  double_time_hours: string;
  pay_total: string;
  bill_total: string;
  rules_version: string | null;
  day_hours: number[];
};
export type TotalsCard = {
  timesheet_id: string;
  id: string;
  clock_in: Date;
  clock_out: Date | null;
  break_minutes: number;
  breaks: { start: string; end: string | null }[];
};

/** The open timesheets among `ids` (and those of `evenFrozen` whatever their state), with their site's zone and pay rules. */
export async function sheetsToTotal(
  tx: DbOrTx,
  tenantId: string,
  ids: readonly string[],
  evenFrozen: readonly string[] | undefined,
): Promise<TotalsSheet[]> {
  const reopened = evenFrozen?.length ? sql` or ${anyUuid(sql`t.id`, evenFrozen)}` : sql``;
  return (
    await tx.execute<TotalsSheet>(sql`select t.id, t.candidate_id, t.location_id, t.week_start::text as week_start, t.pay_rate, t.bill_rate,
      t.regular_hours, t.overtime_hours, t.double_time_hours, t.pay_total, t.bill_total, t.rules_version, t.day_hours::float8[] as day_hours, l.timezone, l.pay_rules
    from timesheets t join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
    where t.tenant_id = ${tenantId} and ${anyUuid(sql`t.id`, [...new Set(ids)])} and (${OPEN_FOR_TOTALS}${reopened})`)
  ).rows;
}

/** The tenant's timesheet settings (admin settings → timesheets) as stored, read in the caller's transaction. */
export async function timesheetSettings(tx: DbOrTx, tenantId: string): Promise<unknown> {
  const [settings] = (
    await tx.execute<{ rules: unknown }>(sql`select data->'timesheets' as rules from company_settings where tenant_id = ${tenantId}`)
  ).rows;
  return settings?.rules;
}

/**
 * Every card of each sheet's worker at its site that overlaps its week; a day either side of the week in
 * UTC covers every zone's offset (the engine keeps only the week's own minutes).
 */
export async function cardsAroundWeeks(tx: DbOrTx, tenantId: string, sheets: TotalsSheet[]): Promise<TotalsCard[]> {
  const windows = sheets.map(
    (s) => sql`(${s.id}::uuid, ${s.candidate_id}::uuid, ${s.location_id}::uuid,
    ${new Date(Date.parse(`${s.week_start}T00:00:00Z`) - DAY_MS)}::timestamptz, ${new Date(Date.parse(`${s.week_start}T00:00:00Z`) + 8 * DAY_MS)}::timestamptz)`,
  );
  return (
    await tx.execute<TotalsCard>(sql`select w.sheet_id as timesheet_id, tc.id, tc.clock_in, tc.clock_out, tc.break_minutes, tc.breaks
    from (values ${sql.join(windows, sql`, `)}) as w(sheet_id, candidate_id, location_id, from_at, to_at)
    join timecards tc on tc.tenant_id = ${tenantId} and tc.candidate_id = w.candidate_id and tc.location_id = w.location_id
      and tc.clock_in < w.to_at and coalesce(tc.clock_out, tc.clock_in) >= w.from_at`)
  ).rows;
}

/** New stored totals of one timesheet. */
export type StoredTotals = {
  id: string;
  regular: number;
  overtime: number;
  doubleTime: number;
  payTotal: number;
  billTotal: number;
  version: string;
  amounts: unknown;
  days: number[];
};

/** Writes the totals, one statement for them all. */
export async function writeTotals(tx: DbOrTx, tenantId: string, rows: StoredTotals[]): Promise<void> {
  const updates = rows.map(
    (r) => sql`(${r.id}::uuid, ${r.regular}::numeric, ${r.overtime}::numeric,
      ${r.doubleTime}::numeric, ${r.payTotal}::numeric, ${r.billTotal}::numeric, ${r.version},
      ${JSON.stringify(r.amounts)}::jsonb, ${`{${r.days.join(',')}}`}::numeric[])`,
  );
  await tx.execute(sql`update timesheets t set regular_hours = u.regular, overtime_hours = u.overtime, double_time_hours = u.double_time,
      pay_total = u.pay_total, bill_total = u.bill_total, rules_version = u.version, amounts = u.amounts, day_hours = u.day_hours, updated_at = now()
    from (values ${sql.join(updates, sql`, `)}) as u(id, regular, overtime, double_time, pay_total, bill_total, version, amounts, day_hours)
    where t.tenant_id = ${tenantId} and t.id = u.id`);
}

/**
 * The timesheet and its neighbouring weeks' of the same worker at the same site (a card may cross into
 * either), locked in id order (lib/db/locks.ts).
 */
export async function lockSheetAndNeighbours(tx: DbOrTx, tenantId: string, timesheetId: string): Promise<string[]> {
  const rows = await tx.execute<{ id: string }>(sql`select n.id from timesheets t
    join timesheets n on n.tenant_id = t.tenant_id and n.candidate_id = t.candidate_id and n.location_id = t.location_id
      and n.week_start between t.week_start - 7 and t.week_start + 7
    where t.tenant_id = ${tenantId} and t.id = ${timesheetId}
    order by n.id for no key update of n`);
  return rows.rows.map((r) => r.id);
}
