// No 'server-only' guard: the demo seed (run by tsx outside Next) totals its timesheets here too.
import { sql } from 'drizzle-orm';
import { anyUuid } from '@/lib/db/any-uuid';
import type { DbOrTx } from '@/lib/db/client';
import { computeWeek, type Punch, type WeekTotals } from '@/lib/pay-rules';
import { rulesVersion } from '@/lib/pay-rules/rules-version';
import { rulesInForce } from './rules-in-force';

/**
 * Stored totals are the engine's output (DESIGN.md §7 "Money"). Every change of a timecard, a rule or a
 * rate recomputes the affected open timesheets here, in the caller's transaction; a frozen timesheet
 * (approved, invoiced, locked or exported to payroll) keeps the totals and the rules version it had.
 */

type Sheet = {
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
type Card = {
  timesheet_id: string;
  id: string;
  clock_in: Date;
  clock_out: Date | null;
  break_minutes: number;
  breaks: { start: string; end: string | null }[];
};

/** The SQL condition "this timesheet's totals may still change". */
export const OPEN_FOR_TOTALS = sql`t.status <> 'approved' and not t.locked and not t.invoiced_client and not t.invoiced_vendor and t.payroll_exported_at is null`;

const DAY_MS = 86_400_000;

/**
 * Frozen timesheets to total anyway. Only the work app's closing of a punch left open asks for it: that
 * is new paid time, so the money follows it (the close is logged), whatever the timesheet's state.
 */
type EvenFrozen = { evenFrozen?: readonly string[] };

/** The engine's totals for one timesheet from its punches. */
function totalsOf(
  sheet: Pick<Sheet, 'week_start' | 'timezone' | 'pay_rules' | 'pay_rate' | 'bill_rate'>,
  punches: Punch[],
  settingsTimesheets: unknown,
) {
  const rules = rulesInForce(settingsTimesheets, sheet.pay_rules);
  const totals = computeWeek({
    punches,
    timeZone: sheet.timezone,
    weekStart: sheet.week_start,
    rules,
    rates: { pay: Number(sheet.pay_rate), bill: Number(sheet.bill_rate) },
  });
  return { totals, version: rulesVersion(rules) };
}

const toPunch = (c: Card): Punch => ({
  id: c.id,
  clockIn: c.clock_in.toISOString(),
  clockOut: c.clock_out?.toISOString() ?? null,
  breaks: c.breaks ?? [],
  breakMinutes: c.break_minutes,
});

const same = (stored: string, value: number) => Number(stored) === value;

/**
 * Hours per local day of the week, day 0 = week_start (what timesheets.day_hours stores): the engine's
 * shares of the week's worked hours, so the stored days sum exactly to the stored total.
 */
const dayHoursOf = (t: WeekTotals): number[] => t.days.map((d) => d.hours);

function changed(s: Sheet, t: WeekTotals, version: string, days: number[]): boolean {
  return (
    days.some((h, i) => s.day_hours[i] !== h) ||
    !same(s.regular_hours, t.hours.regular) ||
    !same(s.overtime_hours, t.hours.overtime) ||
    !same(s.double_time_hours, t.hours.doubleTime) ||
    !same(s.pay_total, t.pay.total) ||
    !same(s.bill_total, t.bill.total) ||
    s.rules_version !== version
  );
}

/**
 * Recomputes the open timesheets among `ids` from every punch of their worker at their site that
 * overlaps their week (a card crossing midnight into the next week counts in both, each its own part).
 * The caller holds the rows it changes; this writes only the totals that moved.
 */
export async function recomputeTotals(tx: DbOrTx, tenantId: string, ids: readonly string[], opts: EvenFrozen = {}): Promise<number> {
  if (!ids.length) return 0;
  const reopened = opts.evenFrozen?.length ? sql` or ${anyUuid(sql`t.id`, opts.evenFrozen)}` : sql``;
  const sheets = (
    await tx.execute<Sheet>(sql`select t.id, t.candidate_id, t.location_id, t.week_start::text as week_start, t.pay_rate, t.bill_rate,
      t.regular_hours, t.overtime_hours, t.double_time_hours, t.pay_total, t.bill_total, t.rules_version, t.day_hours::float8[] as day_hours, l.timezone, l.pay_rules
    from timesheets t join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
    where t.tenant_id = ${tenantId} and ${anyUuid(sql`t.id`, [...new Set(ids)])} and (${OPEN_FOR_TOTALS}${reopened})`)
  ).rows;
  if (!sheets.length) return 0;
  const [settings] = (
    await tx.execute<{ rules: unknown }>(sql`select data->'timesheets' as rules from company_settings where tenant_id = ${tenantId}`)
  ).rows;
  // A day either side of the week in UTC covers every zone's offset; the engine keeps only the week's own minutes.
  const windows = sheets.map(
    (s) => sql`(${s.id}::uuid, ${s.candidate_id}::uuid, ${s.location_id}::uuid,
    ${new Date(Date.parse(`${s.week_start}T00:00:00Z`) - DAY_MS)}::timestamptz, ${new Date(Date.parse(`${s.week_start}T00:00:00Z`) + 8 * DAY_MS)}::timestamptz)`,
  );
  const cards = (
    await tx.execute<Card>(sql`select w.sheet_id as timesheet_id, tc.id, tc.clock_in, tc.clock_out, tc.break_minutes, tc.breaks
    from (values ${sql.join(windows, sql`, `)}) as w(sheet_id, candidate_id, location_id, from_at, to_at)
    join timecards tc on tc.tenant_id = ${tenantId} and tc.candidate_id = w.candidate_id and tc.location_id = w.location_id
      and tc.clock_in < w.to_at and coalesce(tc.clock_out, tc.clock_in) >= w.from_at`)
  ).rows;
  const bySheet = new Map<string, Punch[]>();
  for (const c of cards)
    bySheet.set(c.timesheet_id, [
      ...(bySheet.get(c.timesheet_id) ?? []),
      toPunch({ ...c, clock_in: new Date(c.clock_in), clock_out: c.clock_out && new Date(c.clock_out) }),
    ]);
  const updates = sheets.flatMap((s) => {
    const { totals, version } = totalsOf(s, bySheet.get(s.id) ?? [], settings?.rules);
    const days = dayHoursOf(totals);
    return changed(s, totals, version, days)
      ? [
          sql`(${s.id}::uuid, ${totals.hours.regular}::numeric, ${totals.hours.overtime}::numeric,
      ${totals.hours.doubleTime}::numeric, ${totals.pay.total}::numeric, ${totals.bill.total}::numeric, ${version},
      ${JSON.stringify({ pay: totals.pay, bill: totals.bill })}::jsonb, ${`{${days.join(',')}}`}::numeric[])`,
        ]
      : [];
  });
  if (!updates.length) return 0;
  await tx.execute(sql`update timesheets t set regular_hours = u.regular, overtime_hours = u.overtime, double_time_hours = u.double_time,
      pay_total = u.pay_total, bill_total = u.bill_total, rules_version = u.version, amounts = u.amounts, day_hours = u.day_hours, updated_at = now()
    from (values ${sql.join(updates, sql`, `)}) as u(id, regular, overtime, double_time, pay_total, bill_total, version, amounts, day_hours)
    where t.tenant_id = ${tenantId} and t.id = u.id`);
  return updates.length;
}

/**
 * After a timesheet's cards change: its own totals and its neighbouring weeks' at the same site, as a
 * card may cross into either. The rows are locked in id order (lib/db/locks.ts); the caller already
 * holds the timesheet itself.
 */
export async function recomputeAround(tx: DbOrTx, tenantId: string, timesheetId: string, opts: EvenFrozen = {}): Promise<void> {
  const rows = await tx.execute<{ id: string }>(sql`select n.id from timesheets t
    join timesheets n on n.tenant_id = t.tenant_id and n.candidate_id = t.candidate_id and n.location_id = t.location_id
      and n.week_start between t.week_start - 7 and t.week_start + 7
    where t.tenant_id = ${tenantId} and t.id = ${timesheetId}
    order by n.id for no key update of n`);
  await recomputeTotals(
    tx,
    tenantId,
    rows.rows.map((r) => r.id),
    opts,
  );
}

// Actions after which the approver reads the totals (submit), or the totals stop following the rules.
const TOTALLED_FIRST: ReadonlySet<string> = new Set(['submit', 'approve', 'invoice', 'invoice_toggle', 'lock', 'payroll']);

/**
 * Totals the timesheets once more, under the rules in force now, before an action that freezes them (or
 * sends them for approval): a rule change still being applied in the background (recomputeOpen) can never
 * be frozen in half-applied. The caller holds the rows.
 */
export async function totalBeforeFreezing(tx: DbOrTx, tenantId: string, ids: readonly string[], action: string): Promise<void> {
  if (TOTALLED_FIRST.has(action)) await recomputeTotals(tx, tenantId, ids);
}
