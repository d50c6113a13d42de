/**
 * Invoice arithmetic in integer cents (DESIGN §8): a line's amount is the sum of its tiers' cents, the
 * subtotal the sum of the lines, the tax a half-up rounding per tax rate of the lines taxed at it, the
 * total subtotal + tax. Pure, so property tests can hold it to "no cent lost or made".
 */

/** Cents of a decimal amount as PostgreSQL's numeric gives it ("1234.5", "-0.01"), read exactly from its digits. */
export function centsOfDecimal(value: string): number {
  const m = /^(-)?(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!m) throw new Error(`not a decimal amount: ${value}`);
  const fraction = (m[3] ?? '').padEnd(3, '0');
  // The third decimal rounds half up (away from zero, as a person rounds a written amount).
  const whole = Number(m[2]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return m[1] ? -whole : whole;
}

/** Cents of an amount the pay-rules engine gave as a float of currency units (it is exact to the cent). */
export const centsOfEngine = (units: number) => Math.round(Number((units * 100).toFixed(6)));

/** Tax rates are thousandths of a percent: 8.875 % is 8875, so the tax is cents × milli / 100,000. */
const MILLI_PER_WHOLE = 100_000;

/**
 * Tax on `cents` at `milli`, rounded half up (away from zero for a credit), in big integers: cents × milli
 * passes 2^53 from about $900 million, where a float would start losing cents.
 */
export function taxOf(cents: number, milli: number): number {
  if (cents < 0) return -taxOf(-cents, milli);
  const whole = BigInt(MILLI_PER_WHOLE);
  return Number((BigInt(cents) * BigInt(milli) + whole / 2n) / whole);
}

export type PricedLine = { amountCents: number; taxRateMilli: number };
export type Totals = {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  taxByRate: { milli: number; baseCents: number; taxCents: number }[];
};

/** An invoice's totals from its lines: tax per rate on the sum of the lines at that rate (rates in ascending order). */
export function invoiceTotals(lines: readonly PricedLine[]): Totals {
  const base = new Map<number, number>();
  for (const line of lines) base.set(line.taxRateMilli, (base.get(line.taxRateMilli) ?? 0) + line.amountCents);
  const taxByRate = [...base.entries()]
    .sort(([a], [b]) => a - b)
    .map(([milli, baseCents]) => ({ milli, baseCents, taxCents: taxOf(baseCents, milli) }));
  const subtotalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const taxCents = taxByRate.reduce((sum, r) => sum + r.taxCents, 0);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents, taxByRate };
}
