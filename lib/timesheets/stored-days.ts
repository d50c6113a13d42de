import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import { sheetDayFigures, type SheetFigures } from './day-figures';
import { rulesInForce } from './rules-in-force';
import { cardsOfSheets, neighbourCards, storedWeeks, type StoredCard } from './sheet-queries';

/** A card of the same worker and site on a neighbouring timesheet whose shift runs into this one's week. */
type Neighbour = StoredCard;

export type StoredDays = Omit<SheetFigures, 'cards'> & { neighbours: Neighbour[] };

/**
 * What sheetDayFigures needs of each timesheet besides its cards: its stored total and days, its site's
 * zone and the rules in force there, and the neighbouring weeks' cards that reach into its week (the
 * engine counted their minutes here, lib/timesheets/totals.ts, so the rows must show them to add up).
 * Callers have already checked the ids are in the reader's scope; neighbours share the sheet's site.
 */
export async function storedDays(tx: DbOrTx, tenantId: string, ids: readonly string[]): Promise<Map<string, StoredDays>> {
  if (!ids.length) return new Map();
  const rows = await storedWeeks(tx, tenantId, ids);
  const neighbours = await neighbourCards(tx, tenantId, ids);
  const bySheet = new Map<string, Neighbour[]>();
  for (const { sheet_id, ...card } of neighbours) bySheet.set(sheet_id, [...(bySheet.get(sheet_id) ?? []), card]);
  return new Map(
    rows.map((r) => [
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
  const [stored, cards] = await Promise.all([storedDays(tx, tenantId, ids), cardsOfSheets(tx, tenantId, ids)]);
  const bySheet = new Map<string, Neighbour[]>();
  for (const { timesheet_id, ...card } of cards) bySheet.set(timesheet_id, [...(bySheet.get(timesheet_id) ?? []), card]);
  for (const [id, own] of bySheet) {
    const sheet = stored.get(id);
    if (!sheet) continue;
    const shares = sheetDayFigures({ ...sheet, cards: [...own, ...sheet.neighbours] }).cards;
    own.forEach((c, i) => hours.set(c.id, shares[i] ?? null)); // own cards come first in `cards`, one share each
  }
  return hours;
}
