import { addDays } from './days';

/**
 * Wall-clock times at a location, whatever zone the reader is in: a shift at a warehouse in Chicago
 * starts at 6:00 Chicago time for everyone who schedules it. Built on Intl only (no time-zone library).
 */

const partsCache = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsCache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsCache.set(timeZone, f);
  }
  return f;
}

/** An unknown zone name (bad data) falls back to UTC rather than throwing in the middle of a render. */
export function safeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    formatter(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

type Wall = { day: string; hour: number; minute: number; second: number };

export function wallClock(instant: Date | string, timeZone: string): Wall {
  const parts = Object.fromEntries(
    formatter(safeZone(timeZone))
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The calendar day an instant falls on at a location. */
export const zonedDay = (instant: Date | string, timeZone: string) => wallClock(instant, timeZone).day;

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const w = wallClock(new Date(ms), timeZone);
  const asUtc = Date.UTC(Number(w.day.slice(0, 4)), Number(w.day.slice(5, 7)) - 1, Number(w.day.slice(8, 10)), w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a wall-clock time names at a location. The offset is taken twice because it may differ
 * on either side of a daylight-saving change; a time skipped by the change lands just after it.
 */
export function zonedToIso(day: string, time: string, timeZone: string): string {
  const [h, m] = time.split(':').map(Number);
  const guess = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), h, m);
  const zone = safeZone(timeZone);
  const first = guess - offsetAt(guess, zone);
  const second = guess - offsetAt(first, zone);
  return new Date(second).toISOString();
}

/** A shift request's times: an end at or before the start means the shift runs past midnight. */
export function shiftTimes(day: string, start: string, end: string, timeZone: string) {
  return { starts_at: zonedToIso(day, start, timeZone), ends_at: zonedToIso(end <= start ? addDays(day, 1) : day, end, timeZone) };
}
