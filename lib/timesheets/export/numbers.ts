/** Rounding and fixed-point text shared by the exports. */

/**
 * Half away from zero at `dp` decimals. The tiny scale-up absorbs binary error, so 1.005 rounds to
 * 1.01 as a person expects, not to 1.00 as (1.005).toFixed(2) gives.
 */
export function roundTo(value: number, dp: number): number {
  const factor = 10 ** dp;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor;
  return rounded === 0 ? 0 : rounded; // no "-0.00"
}

export function fixed(value: number, dp: number): string {
  return roundTo(value, dp).toFixed(dp);
}

/** At least `min` and at most `max` decimals: 15 → "15.00", 22.875 → "22.875". */
export function decimals(value: number, min: number, max: number): string {
  const text = fixed(value, max);
  const [whole = '', frac = ''] = text.split('.');
  const trimmed = frac.replace(/0+$/, '').padEnd(min, '0');
  return trimmed ? `${whole}.${trimmed}` : whole;
}
