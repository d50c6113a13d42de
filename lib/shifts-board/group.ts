import { safeZone, zonedDay } from './zone';
import type { BoardFilter, BoardLocation, BoardShift } from './types';

export type PlacedShift = BoardShift & { timeZone: string; day: string };
export type BoardRow = {
  locationId: string;
  locationName: string;
  companyName: string;
  timeZone: string;
  cells: Record<string, PlacedShift[]>;
  count: number;
};

const byStart = (a: BoardShift, b: BoardShift) => a.starts_at.localeCompare(b.starts_at) || a.position.localeCompare(b.position);

/**
 * Puts each shift on the day it starts at its own location, and drops what falls outside the week
 * (the fetch asks a day either side). A location missing from the list (scope changed mid-session)
 * reads as UTC rather than losing its shifts.
 */
export function placeShifts(shifts: readonly BoardShift[], locations: readonly BoardLocation[], days: readonly string[]): PlacedShift[] {
  const zones = new Map(locations.map((l) => [l._id, safeZone(l.timezone)]));
  const inWeek = new Set(days);
  return shifts
    .map((s) => {
      const timeZone = zones.get(s.location_id) ?? 'UTC';
      return { ...s, timeZone, day: zonedDay(s.starts_at, timeZone) };
    })
    .filter((s) => inWeek.has(s.day))
    .sort(byStart);
}

/**
 * Board rows, one per location with shifts this week (a location picked in the filter keeps its row
 * even when empty), ordered by client company then location, each with a sorted list per day.
 */
export function groupByLocation(
  placed: readonly PlacedShift[],
  locations: readonly BoardLocation[],
  days: readonly string[],
  pinned?: string,
): BoardRow[] {
  const rows = new Map<string, BoardRow>();
  const rowFor = (id: string, name: string, company: string, timeZone: string) => {
    let row = rows.get(id);
    if (!row) {
      row = {
        locationId: id,
        locationName: name,
        companyName: company,
        timeZone,
        cells: Object.fromEntries(days.map((d) => [d, []])),
        count: 0,
      };
      rows.set(id, row);
    }
    return row;
  };
  const pin = locations.find((l) => l._id === pinned);
  if (pin) rowFor(pin._id, pin.name, pin.company_name, safeZone(pin.timezone));
  for (const s of placed) {
    const row = rowFor(s.location_id, s.location_name, s.company_name, s.timeZone);
    const cell = row.cells[s.day];
    if (!cell) throw new Error(`a shift on ${s.day}, outside the board's days`);
    cell.push(s);
    row.count++;
  }
  return [...rows.values()].sort((a, b) => a.companyName.localeCompare(b.companyName) || a.locationName.localeCompare(b.locationName));
}

/** The agenda view: the week's days that have shifts, in order, each with its shifts by start time. */
export function groupByDay(placed: readonly PlacedShift[], days: readonly string[]): { day: string; shifts: PlacedShift[] }[] {
  return days.map((day) => ({ day, shifts: placed.filter((s) => s.day === day) })).filter((d) => d.shifts.length > 0);
}

/** Whether the board's current filters would show a shift (after a request, to bring it into view). */
export function matchesFilter(s: Pick<BoardShift, 'location_id' | 'position' | 'status' | 'location_name'>, f: BoardFilter): boolean {
  const q = f.q.trim().toLowerCase();
  return (
    (f.location === 'all' || s.location_id === f.location) &&
    (!f.position || s.position === f.position) &&
    (f.status === 'all' || s.status === f.status) &&
    // A new request is a draft: never open, filled or with a no-show.
    f.staffing === 'all' &&
    (!q || s.position.toLowerCase().includes(q) || s.location_name.toLowerCase().includes(q))
  );
}
