import type { PayRules } from './types';
import { offsetMinutes } from './zone';

const MINUTE = 60_000;

/** An ISO instant (with offset or Z) → epoch milliseconds; a malformed one throws rather than counting as NaN. */
export function instant(iso: string): number {
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) throw new RangeError(`invalid instant ${iso}`);
  return t;
}

/** Epoch milliseconds → whole epoch minutes, dropping seconds (the engine counts whole minutes of the clock). */
export const toMinute = (ms: number) => Math.floor(ms / MINUTE);

/**
 * One punch (a clock-in or a clock-out) rounded to the rules' step, in epoch minutes.
 *
 * - Steps are counted on the local wall clock (08:00, 08:15, …), not on UTC: the two differ in zones
 *   with a :30 or :45 offset (Asia/Kolkata, Asia/Kathmandu), where a 30-minute step would otherwise
 *   land on :15 and :45.
 * - 'nearest' rounds a tie (exactly half a step, e.g. 3 minutes of a 6-minute step, or 08:07:30 with
 *   15) up. The DOL "7-minute rule" for 15-minute steps follows: 08:07 → 08:00, 08:08 → 08:15; over
 *   time it averages out, which is what 29 CFR 785.48(b) asks of rounding.
 * - 'up' and 'down' round both the clock-in and the clock-out that way. A rule that always favours the
 *   employer is unlawful in most places, but the step and mode are the admin's configured choice and
 *   the engine applies them as configured.
 * - Step 0 = no rounding; seconds are still dropped from both punches (see toMinute).
 */
export function roundPunch(ms: number, rounding: PayRules['rounding'], timeZone: string): number {
  const step = rounding.minutes * MINUTE;
  if (step === 0) return toMinute(ms);
  const offset = offsetMinutes(timeZone, ms) * MINUTE;
  const local = ms + offset;
  const below = local - mod(local, step);
  let rounded: number;
  if (rounding.mode === 'down' || below === local) rounded = below;
  else if (rounding.mode === 'up') rounded = below + step;
  else rounded = (local - below) * 2 >= step ? below + step : below;
  return (rounded - offset) / MINUTE;
}

// % keeps the sign of the dividend; instants before 1970 would otherwise round the wrong way.
const mod = (a: number, n: number) => ((a % n) + n) % n;
