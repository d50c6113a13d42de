import { wallClock } from '@/lib/shifts-board/zone';
import { say, type ErrorText } from '@/lib/errors';

/**
 * A shift request longer than this must be confirmed (`confirm_long: true`): 08:00 → 07:00 reads as
 * an overnight shift of 23 hours, most likely a slip for 08:00 → 17:00. Over 24 hours stays refused
 * outright (lib/on-demand/schema.ts). The form and the API read the same rule.
 */
const LONG_SHIFT_HOURS = 12;

/** A shift's length and its wall-clock times at the location. */
export type ShiftLength = { minutes: number; start: string; end: string; nextDay: boolean };

const hhmm = (w: { hour: number; minute: number }) => `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;

export function shiftLength(startsAt: string, endsAt: string, timeZone: string): ShiftLength {
  const from = wallClock(startsAt, timeZone);
  const to = wallClock(endsAt, timeZone);
  return {
    minutes: Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000),
    start: hhmm(from),
    end: hhmm(to),
    nextDay: to.day !== from.day,
  };
}

export const isLongShift = (length: Pick<ShiftLength, 'minutes'>) => length.minutes > LONG_SHIFT_HOURS * 60;

/** The API's request for confirmation (the form shows its own, in the reader's language). */
export function longShiftMessage(length: ShiftLength): ErrorText {
  const params = { hours: Math.floor(length.minutes / 60), minutes: length.minutes % 60, start: length.start, end: length.end };
  return say(length.nextDay ? 'onDemand.longShiftNextDay' : 'onDemand.longShift', params);
}
