/**
 * The one test of what a calendar day and an instant are, shared by the API's zod inputs
 * (lib/schema-kit/inputs), the screens' URL readers and the date helpers of the browser. Free of zod and date
 * libraries so any of them can use it.
 *
 * Years run 1900–2999: PostgreSQL refuses year 0 outright, and a year outside that range is a typing
 * slip in every field of this product (birth dates, shifts, weeks, report periods).
 */
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// yyyy-MM-ddTHH:mm:ss[.fff…] and an offset Z or ±HH:mm of at most 14 hours (the widest real zone;
// PostgreSQL refuses an offset past 15:59, which z.iso.datetime lets through up to 23:59).
const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?(Z|[+-](0\d|1[0-3]):[0-5]\d|[+-]14:00)$/;
/** Longest instant INSTANT accepts: 2025-01-01T00:00:00.123456789+00:00. */
export const INSTANT_MAX_LENGTH = 35;

/**
 * yyyy-MM-dd naming a real day in the year range. Built with Date.UTC and compared field by field:
 * Date.parse would roll 2024-02-30 over to March 1 and take it.
 */
export function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** An ISO date-time with an offset (`2025-03-01T08:00:00Z`, `…+01:00`) on a real day in the year range. */
export function isInstant(value: string): boolean {
  const m = value.length <= INSTANT_MAX_LENGTH ? INSTANT.exec(value) : null;
  return m !== null && isDay(m[1] ?? '');
}
