import type { TimeRange, Weekday, WindowKind } from '@/lib/candidates/types';
import type { AvailabilityWindow, WeeklyAvailability } from '@/lib/candidates/schema';

/** One day of the week strip: the weekly ranges of its weekday and the dated windows that touch it. */
export type StripDay = {
  date: Date;
  weekday: Weekday;
  ranges: TimeRange[];
  windows: { kind: WindowKind; from: number; to: number; reason: string | null }[];
};

const DAY_MINUTES = 24 * 60;
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** Position along a day as a percentage, for the strip's bars. */
export const percentOf = (minutes: number) => `${(Math.min(Math.max(minutes, 0), DAY_MINUTES) / DAY_MINUTES) * 100}%`;

/** Monday is 0, as the weekly availability stores days; JavaScript's getDay() starts on Sunday. */
export const weekdayOf = (d: Date) => String((d.getDay() + 6) % 7) as Weekday;

/** `count` days from `start` (local midnight), each with its ranges and the windows clipped to the day. */
export function stripDays(start: Date, weekly: WeeklyAvailability, windows: AvailabilityWindow[], count = 7): StripDay[] {
  const first = new Date(start.getFullYear(), start.getMonth(), start.getDate());
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(first.getFullYear(), first.getMonth(), first.getDate() + i);
    const next = new Date(first.getFullYear(), first.getMonth(), first.getDate() + i + 1);
    const weekday = weekdayOf(date);
    const touching = windows.filter((w) => Date.parse(w.starts_at) < next.getTime() && Date.parse(w.ends_at) > date.getTime());
    return {
      date,
      weekday,
      ranges: weekly[weekday] ?? [],
      windows: touching.map((w) => ({
        kind: w.kind,
        from: Math.max(0, (Date.parse(w.starts_at) - date.getTime()) / 60_000),
        to: Math.min(DAY_MINUTES, (Date.parse(w.ends_at) - date.getTime()) / 60_000),
        reason: w.reason,
      })),
    };
  });
}
