import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsOfDecimal, centsOfEngine, invoiceTotals, taxOf } from '@/lib/invoices/money';
import { money } from '@/lib/pay-rules/money';

// Issue 25 / DESIGN §8: integer cents, amounts rounded per line (half up), totals the sums of lines,
// tax on the taxable subtotal. Properties over random rates, hours and tax rates, not examples.

const rate = fc.integer({ min: 0, max: 50_000 }).map((c) => c / 100); // $0.00–$500.00 an hour
const minutes = fc.integer({ min: 0, max: 60 * 80 });
const milli = fc.constantFrom(0, 5000, 6250, 7000, 8875, 10_250, 20_000, 25_000);
const engineLine = fc
  .record({
    regular: minutes,
    overtime: minutes,
    doubleTime: minutes,
    rate,
    ot: fc.constantFrom(1.5, 2),
    dt: fc.constantFrom(2, 2.5),
    milli,
  })
  .map((l) => {
    const m = money({ regular: l.regular, overtime: l.overtime, doubleTime: l.doubleTime }, l.rate, l.ot, l.dt);
    const tiers = [m.regular, m.overtime, m.doubleTime].map(centsOfEngine);
    return { tiers, total: m.total, amountCents: tiers.reduce((a, b) => a + b, 0), taxRateMilli: l.milli };
  });

describe('invoice money', () => {
  it("reads a numeric's cents exactly from its digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (c) => {
        const text = `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
        expect(centsOfDecimal(text)).toBe(c);
      }),
    );
    expect(centsOfDecimal('12')).toBe(1200);
    expect(centsOfDecimal('0.005')).toBe(1);
    expect(centsOfDecimal('0.004')).toBe(0);
    expect(() => centsOfDecimal('1e3')).toThrow();
  });

  it("a line's tier cents sum to the engine's total, and the engine's amounts convert without drift", () => {
    fc.assert(
      fc.property(engineLine, (line) => {
        expect(line.amountCents).toBe(centsOfEngine(line.total));
      }),
    );
  });

  it('the subtotal is the sum of the lines, the tax the sum per rate, the total their sum: no cent lost or made', () => {
    fc.assert(
      fc.property(fc.array(engineLine, { maxLength: 60 }), (lines) => {
        const t = invoiceTotals(lines);
        expect(t.subtotalCents).toBe(lines.reduce((s, l) => s + l.amountCents, 0));
        expect(t.taxByRate.reduce((s, r) => s + r.baseCents, 0)).toBe(t.subtotalCents);
        expect(t.taxCents).toBe(t.taxByRate.reduce((s, r) => s + r.taxCents, 0));
        expect(t.totalCents).toBe(t.subtotalCents + t.taxCents);
        for (const r of t.taxByRate) {
          // Half up: within half a cent of the exact tax, and never below it at exactly half.
          const exact = (r.baseCents * r.milli) / 100_000;
          expect(Math.abs(r.taxCents - exact)).toBeLessThanOrEqual(0.5);
          if (exact - Math.floor(exact) === 0.5) expect(r.taxCents).toBe(Math.ceil(exact));
        }
      }),
    );
  });

  it('lines split across invoices tax to within a cent per invoice of the lines taxed together', () => {
    fc.assert(
      fc.property(fc.array(engineLine, { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 5 }), (lines, parts) => {
        const groups = Array.from({ length: parts }, (_, i) => lines.filter((_, j) => j % parts === i));
        const split = groups.map(invoiceTotals);
        const whole = invoiceTotals(lines);
        expect(split.reduce((s, t) => s + t.subtotalCents, 0)).toBe(whole.subtotalCents);
        const rates = new Set(lines.map((l) => l.taxRateMilli)).size;
        expect(Math.abs(split.reduce((s, t) => s + t.taxCents, 0) - whole.taxCents)).toBeLessThanOrEqual(parts * rates);
      }),
    );
  });

  it('a credit is the exact negative of its charge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), milli, (c, m) => {
        expect(taxOf(-c, m) + taxOf(c, m)).toBe(0);
      }),
    );
    // Past 2^53 in the product, still exact.
    expect(taxOf(9_999_999_999_999, 8875)).toBe(887_500_000_000);
  });
});
