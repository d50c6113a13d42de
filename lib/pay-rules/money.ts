import type { Money } from './types';
import type { Split } from './allocate';

/**
 * Rounds half up to a whole number after first cutting binary noise at 6 decimals: 1.005 × 100 is
 * 100.49999999999999 in floating point and must still round to 101 (cents) like the decimal it stands for.
 */
export const roundHalfUp = (x: number) => Math.round(Number(x.toFixed(6)));

/** Cents of minutes paid at rate × multiplier (an hourly rate in currency units). */
const cents = (minutes: number, rate: number, multiplier: number) => roundHalfUp(((minutes * rate * multiplier) / 60) * 100);

/**
 * Each bucket is rounded to the cent on its own and the total is the sum of the rounded buckets, so
 * the parts a timesheet or invoice shows always add up to its total. Sums are taken in integer cents.
 */
export function money(split: Split, rate: number, overtime: number, doubleTime: number): Money & { cents: number } {
  const r = cents(split.regular, rate, 1);
  const o = cents(split.overtime, rate, overtime);
  const d = cents(split.doubleTime, rate, doubleTime);
  return { regular: r / 100, overtime: o / 100, doubleTime: d / 100, total: (r + o + d) / 100, cents: r + o + d };
}
