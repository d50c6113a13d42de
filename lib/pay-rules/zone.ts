/**
 * Local calendar arithmetic in an IANA time zone with nothing but Intl.DateTimeFormat (no dependency):
 * the engine needs only two things, the zone's UTC offset at an instant and the instant a local day
 * starts, and both follow from the platform's tz database, which Node and browsers keep current.
 * Instants are epoch milliseconds; dates are yyyy-MM-dd.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

// Building a DateTimeFormat costs ~100× a format call, so one per zone is kept for the process.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Throws RangeError for an unknown zone: a wrong zone must fail loudly, never count in UTC.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

// en-US with h23 formats as "3/8/2026, 03:00:00". format() + this pattern is ~3× faster than
// formatToParts(), which matters: a week's computation reads the offset a few dozen times.
const WALL = /^(\d+)\/(\d+)\/(\d+),? (\d+):(\d+):(\d+)$/;

/** The zone's offset from UTC at an instant, in whole minutes (local = UTC + offset). */
export function offsetMinutes(timeZone: string, at: number): number {
  const m = WALL.exec(formatter(timeZone).format(at));
  if (!m) throw new RangeError(`unexpected date format for ${timeZone}`);
  const wall = Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2]), Number(m[4]), Number(m[5]), Number(m[6]));
  // The formatter drops milliseconds, so compare with the instant truncated to the second.
  return Math.round((wall - Math.floor(at / 1000) * 1000) / MINUTE);
}

/** yyyy-MM-dd → the midnight of that date read as UTC (the "wall clock" value of local midnight). */
function dateToUtcMidnight(date: string): number {
  const t = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN;
  // Date.parse rolls 2026-02-30 over to March; a date that does not read back the same is refused.
  if (!Number.isFinite(t) || new Date(t).toISOString().slice(0, 10) !== date) throw new RangeError(`invalid date ${date}`);
  return t;
}

export function addDays(date: string, days: number): string {
  return new Date(dateToUtcMidnight(date) + days * DAY).toISOString().slice(0, 10);
}

/**
 * The first instant of a local calendar day. Around a DST change local midnight can occur twice
 * (fall-back at midnight: the first one starts the day) or not at all (spring-forward at midnight,
 * e.g. America/Santiago: the day starts at the transition, 01:00 local). The offsets a day either side
 * bound the one transition that can be near; real zones never change twice within two days.
 */
export function dayStart(timeZone: string, date: string): number {
  const key = `${timeZone} ${date}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    // A transparent memo (the answer never changes in a process): recomputing a tenant's open
    // timesheets asks for the same few weeks over and over. Bounded by starting afresh when full.
    if (dayStarts.size >= 4096) dayStarts.clear();
    start = computeDayStart(timeZone, date);
    dayStarts.set(key, start);
  }
  return start;
}

const dayStarts = new Map<string, number>();

function computeDayStart(timeZone: string, date: string): number {
  const wall = dateToUtcMidnight(date);
  const before = offsetMinutes(timeZone, wall - DAY);
  const after = offsetMinutes(timeZone, wall + DAY);
  const a = wall - before * MINUTE;
  if (before === after) return a;
  const b = wall - after * MINUTE;
  const valid = [a, b].filter((t) => t + offsetMinutes(timeZone, t) * MINUTE === wall);
  return valid.length ? Math.min(...valid) : Math.max(a, b);
}

/** 0 = Sunday … 6 = Saturday, of a yyyy-MM-dd date (a calendar fact, no zone involved). */
function weekday(date: string): number {
  return new Date(dateToUtcMidnight(date)).getUTCDay();
}

/** The local calendar date (yyyy-MM-dd) of an instant in a zone. */
export function localDate(timeZone: string, at: number): string {
  return new Date(at + offsetMinutes(timeZone, at) * MINUTE).toISOString().slice(0, 10);
}

/** The first day of the workweek holding a date, for a workweek that starts on Monday or on Sunday. */
export function workweekStart(date: string, start: 'monday' | 'sunday'): string {
  const back = (weekday(date) - (start === 'monday' ? 1 : 0) + 7) % 7;
  return addDays(date, -back);
}
