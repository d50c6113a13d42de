import { isDay } from '@/lib/schema-kit/days';

/**
 * Calendar days as 'yyyy-MM-dd' strings, counted in UTC milliseconds so daylight-saving changes in the
 * reader's own zone can never make a day 23 or 25 hours long.
 */
const MS_DAY = 86_400_000;

const toMs = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, n: number) => fromMs(toMs(day) + n * MS_DAY);

/** 0 = Monday … 6 = Sunday: the board's weeks run Monday to Sunday. */
export const weekdayIndex = (day: string) => (new Date(toMs(day)).getUTCDay() + 6) % 7;

export const mondayOf = (day: string) => addDays(day, -weekdayIndex(day));

/** The week a URL names: any valid day stands for its Monday; anything else means this week. */
export const weekFrom = (param: string | null | undefined, today: string) => mondayOf(param && isDay(param) ? param : today);

/** The seven days of a board week, Monday first. */
export type WeekDays = readonly [string, string, string, string, string, string, string];
export const weekDays = (monday: string): WeekDays => {
  const day = (i: number) => addDays(monday, i);
  return [day(0), day(1), day(2), day(3), day(4), day(5), day(6)];
};

/**
 * The API's date filter counts days in the server's zone, a location's shifts in the location's own.
 * Asking for a day either side and dropping what falls outside the week locally covers every zone.
 */
export const fetchRange = (monday: string) => ({ startDate: addDays(monday, -1), endDate: addDays(monday, 7) });

/** Today in the browser's own zone (toISOString would give the UTC day). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
