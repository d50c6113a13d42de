// No 'server-only' guard: the demo seed (run by tsx outside Next) totals its timesheets here too.
import type { DbOrTx } from '@/lib/db/client';
import { computeWeek, type Punch, type WeekTotals } from '@/lib/pay-rules';
import { rulesVersion } from '@/lib/pay-rules/rules-version';
import { rulesInForce } from './rules-in-force';
import {
  cardsAroundWeeks,
  lockSheetAndNeighbours,
  sheetsToTotal,
  timesheetSettings,
  writeTotals,
  type StoredTotals,
  type TotalsCard,
  type TotalsSheet,
} from './totals-queries';

/**
 * Stored totals are the engine's output (DESIGN.md §7 "Money"). Every change of a timecard, a rule or a
 * rate recomputes the affected open timesheets here, in the caller's transaction; a frozen timesheet
 * (approved, invoiced, locked or exported to payroll) keeps the totals and the rules version it had.
 */

type Sheet = TotalsSheet;
type Card = TotalsCard;

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

/** One timesheet as it is stored, and what the engine makes of its punches under the rules in force now. */
export type EngineTotals = { sheet: Sheet; totals: WeekTotals; version: string; days: number[] };

/**
 * The engine's totals of the open timesheets among `ids` (and the frozen ones in `evenFrozen`) from every
 * punch of their worker at their site that overlaps their week (a card crossing midnight into the next
 * week counts in both, each its own part). Reads only: recomputeTotals writes them, an invoice's Verify
 * compares them with what was billed.
 */
export async function engineTotals(tx: DbOrTx, tenantId: string, ids: readonly string[], opts: EvenFrozen = {}): Promise<EngineTotals[]> {
  if (!ids.length) return [];
  const sheets = await sheetsToTotal(tx, tenantId, ids, opts.evenFrozen);
  if (!sheets.length) return [];
  const rules = await timesheetSettings(tx, tenantId);
  const cards = await cardsAroundWeeks(tx, tenantId, sheets);
  const bySheet = new Map<string, Punch[]>();
  for (const c of cards)
    bySheet.set(c.timesheet_id, [
      ...(bySheet.get(c.timesheet_id) ?? []),
      toPunch({ ...c, clock_in: new Date(c.clock_in), clock_out: c.clock_out && new Date(c.clock_out) }),
    ]);
  return sheets.map((sheet) => {
    const { totals, version } = totalsOf(sheet, bySheet.get(sheet.id) ?? [], rules);
    return { sheet, totals, version, days: dayHoursOf(totals) };
  });
}

/**
 * Recomputes the open timesheets among `ids` (engineTotals). The caller holds the rows it changes; this
 * writes only the totals that moved.
 */
export async function recomputeTotals(tx: DbOrTx, tenantId: string, ids: readonly string[], opts: EvenFrozen = {}): Promise<number> {
  const updates = (await engineTotals(tx, tenantId, ids, opts)).flatMap(({ sheet: s, totals, version, days }): StoredTotals[] =>
    changed(s, totals, version, days)
      ? [
          {
            id: s.id,
            regular: totals.hours.regular,
            overtime: totals.hours.overtime,
            doubleTime: totals.hours.doubleTime,
            payTotal: totals.pay.total,
            billTotal: totals.bill.total,
            version,
            amounts: { pay: totals.pay, bill: totals.bill },
            days,
          },
        ]
      : [],
  );
  if (!updates.length) return 0;
  await writeTotals(tx, tenantId, updates);
  return updates.length;
}

/**
 * After a timesheet's cards change: its own totals and its neighbouring weeks' at the same site, as a
 * card may cross into either. The rows are locked in id order (lib/db/locks.ts); the caller already
 * holds the timesheet itself.
 */
export async function recomputeAround(tx: DbOrTx, tenantId: string, timesheetId: string, opts: EvenFrozen = {}): Promise<void> {
  await recomputeTotals(tx, tenantId, await lockSheetAndNeighbours(tx, tenantId, timesheetId), opts);
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
