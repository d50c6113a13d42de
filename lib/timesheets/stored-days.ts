import 'server-only';
import { sql } from 'drizzle-orm';
import { anyUuid } from '@/lib/db/any-uuid';
import type { DbOrTx } from '@/lib/db/client';
import { sheetDayFigures, type SheetFigures } from './day-figures';
import { rulesInForce } from './rules-in-force';

/** A card of the same worker and site on a neighbouring timesheet whose shift runs into this one's week. */
type Neighbour = { id: string; clock_in: Date; clock_out: Date | null; break_minutes: number; breaks: unknown };

export type StoredDays = Omit<SheetFigures, 'cards'> & { neighbours: Neighbour[] };

/**
 * What sheetDayFigures needs of each timesheet besides its cards: its stored total and days, its site's
 * zone and the rules in force there, and the neighbouring weeks' cards that reach into its week (the
 * engine counted their minutes here, lib/timesheets/totals.ts, so the rows must show them to add up).
 * Callers have already checked the ids are in the reader's scope; neighbours share the sheet's site.
 */
export async function storedDays(tx: DbOrTx, tenantId: string, ids: readonly string[]): Promise<Map<string, StoredDays>> {
  if (!ids.length) return new Map();
  const rows = await tx.execute<{
    id: string;
    week_start: string;
    total: string;
    day_hours: number[];
    timezone: string;
    pay_rules: string;
    rules: unknown;
  }>(sql`select t.id, t.week_start::text as week_start, t.regular_hours + t.overtime_hours + t.double_time_hours as total,
      t.day_hours::float8[] as day_hours, l.timezone, l.pay_rules,
      (select cs.data->'timesheets' from company_settings cs where cs.tenant_id = t.tenant_id) as rules
    from timesheets t join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
    where t.tenant_id = ${tenantId} and ${anyUuid(sql`t.id`, [...new Set(ids)])}`);
  // The window totals.ts reads: a day either side of the week in UTC covers every zone's offset.
  const neighbours = await tx.execute<Neighbour & { sheet_id: string }>(sql`select t.id as sheet_id, tc.id, tc.clock_in, tc.clock_out,
      tc.break_minutes, tc.breaks
    from timesheets t join timecards tc on tc.tenant_id = t.tenant_id and tc.candidate_id = t.candidate_id and tc.location_id = t.location_id
      and tc.timesheet_id is distinct from t.id and tc.clock_out is not null
      and tc.clock_in < (t.week_start + 8)::timestamp at time zone 'UTC' and tc.clock_out > (t.week_start - 1)::timestamp at time zone 'UTC'
    where t.tenant_id = ${tenantId} and ${anyUuid(sql`t.id`, [...new Set(ids)])}
    order by tc.clock_in, tc.id`);
  const bySheet = new Map<string, Neighbour[]>();
  for (const { sheet_id, ...card } of neighbours.rows) bySheet.set(sheet_id, [...(bySheet.get(sheet_id) ?? []), card]);
  return new Map(
    rows.rows.map((r) => [
      r.id,
      {
        weekStart: r.week_start,
        timeZone: r.timezone,
        rules: rulesInForce(r.rules, r.pay_rules),
        totalHours: Number(r.total),
        dayHours: r.day_hours.map(Number),
        neighbours: bySheet.get(r.id) ?? [],
      },
    ]),
  );
}

/**
 * Each card's hours as its timesheet's view shows them (its share of the sheet's stored days,
 * lib/timesheets/day-figures.ts), by card id, for the cards of these timesheets: so a card reads the same
 * on the timecards list as on its timesheet. Null while clocked in.
 */
export async function cardHoursOfSheets(tx: DbOrTx, tenantId: string, ids: readonly string[]): Promise<Map<string, number | null>> {
  const hours = new Map<string, number | null>();
  if (!ids.length) return hours;
  const [stored, cards] = await Promise.all([
    storedDays(tx, tenantId, ids),
    tx.execute<
      Neighbour & { timesheet_id: string }
    >(sql`select tc.timesheet_id, tc.id, tc.clock_in, tc.clock_out, tc.break_minutes, tc.breaks
      from timecards tc where tc.tenant_id = ${tenantId} and ${anyUuid(sql`tc.timesheet_id`, [...new Set(ids)])}
      order by tc.clock_in, tc.id`),
  ]);
  const bySheet = new Map<string, Neighbour[]>();
  for (const { timesheet_id, ...card } of cards.rows) bySheet.set(timesheet_id, [...(bySheet.get(timesheet_id) ?? []), card]);
  for (const [id, own] of bySheet) {
    const sheet = stored.get(id);
    if (!sheet) continue;
    const shares = sheetDayFigures({ ...sheet, cards: [...own, ...sheet.neighbours] }).cards;
    own.forEach((c, i) => hours.set(c.id, shares[i]));
  }
  return hours;
}
