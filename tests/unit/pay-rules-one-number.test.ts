import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeWeek, DEFAULT_PAY_RULES, rulesFor, type PayRules, type Punch } from '@/lib/pay-rules';
import { JURISDICTION_IDS } from '@/lib/pay-rules/types';
import { apportion, cardShares, daysSummingTo, hundredthsOf } from '@/lib/pay-rules/hundredths';
import { sheetDayFigures } from '@/lib/timesheets/day-figures';

/**
 * Issue 22 item 1, "One number" (DESIGN.md §8): the hours a screen shows per day (and per card) add up to
 * the week's total exactly, the tiers add up to it too, and the money lines add up to the money total.
 * Before, each day was rounded on its own: 8.63 + 6.89 + 8.00 = 23.52 beside a total of 23.48.
 */

const cents = (x: number) => Math.round(x * 100);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

// DST weeks (spring forward, fall back) in the zones that have them, a :45 offset, a 30-minute DST.
const zones = ['UTC', 'America/Los_Angeles', 'America/New_York', 'Europe/Berlin', 'Asia/Kathmandu', 'Australia/Lord_Howe'];
const mondays = ['2026-01-05', '2026-03-02', '2026-03-09', '2026-03-23', '2026-03-30', '2026-10-19', '2026-10-26', '2026-11-02'];

const rulesArb: fc.Arbitrary<PayRules> = fc
  .record({
    jurisdiction: fc.constantFrom(...JURISDICTION_IDS),
    minutes: fc.constantFrom(0, 5, 6, 10, 15, 30) as fc.Arbitrary<0 | 5 | 6 | 10 | 15 | 30>,
    mode: fc.constantFrom('nearest', 'up', 'down') as fc.Arbitrary<'nearest' | 'up' | 'down'>,
    paidUnder: fc.constantFrom(0, 15, 20),
  })
  .map(({ jurisdiction, minutes, mode, paidUnder }) =>
    rulesFor({ ...DEFAULT_PAY_RULES, rounding: { minutes, mode }, paidBreakUnderMinutes: paidUnder }, jurisdiction),
  );

/** Cards with seconds on both punches, from the evening before the week to past its end: many cross midnight. */
const punchesArb = (weekMs: number): fc.Arbitrary<Punch[]> =>
  fc.array(
    fc
      .record({
        start: fc.integer({ min: -8 * 3600, max: 7 * 24 * 3600 }),
        length: fc.integer({ min: 60, max: 14 * 3600 }),
        breakAt: fc.integer({ min: 0, max: 6 * 3600 }),
        breakLength: fc.integer({ min: 0, max: 60 * 60 }),
        breakMinutes: fc.constantFrom(0, 0, 15, 30, 45),
      })
      .map(({ start, length, breakAt, breakLength, breakMinutes }) => {
        const at = (s: number) => new Date(weekMs + s * 1000).toISOString();
        return {
          clockIn: at(start),
          clockOut: at(start + length),
          breaks: breakLength ? [{ start: at(start + breakAt), end: at(start + breakAt + breakLength) }] : [],
          breakMinutes,
        };
      }),
    { maxLength: 9 },
  );

const weekArb = fc.tuple(fc.constantFrom(...zones), fc.constantFrom(...mondays)).chain(([timeZone, weekStart]) =>
  fc.record({
    timeZone: fc.constant(timeZone),
    weekStart: fc.constant(weekStart),
    rules: rulesArb,
    punches: punchesArb(Date.parse(`${weekStart}T00:00:00Z`)),
    rates: fc.record({
      pay: fc.integer({ min: 725, max: 9_999 }).map((c) => c / 100),
      bill: fc.integer({ min: 725, max: 19_999 }).map((c) => c / 100),
    }),
  }),
);

describe('the engine: one number for the week', () => {
  it('the days sum to the total, so do the tiers, each day is within a hundredth of its exact hours, money lines sum to the total', () => {
    fc.assert(
      fc.property(weekArb, (input) => {
        const t = computeWeek(input);
        const total = cents(t.hours.worked);
        expect(total).toBe(hundredthsOf(t.workedMinutes));
        expect(sum(t.days.map((d) => cents(d.hours)))).toBe(total);
        expect(cents(t.hours.regular) + cents(t.hours.overtime) + cents(t.hours.doubleTime)).toBe(total);
        for (const d of t.days) {
          expect(d.hours).toBeGreaterThanOrEqual(0);
          expect(Math.abs(cents(d.hours) - (d.workedMinutes * 100) / 60)).toBeLessThan(1);
        }
        for (const m of [t.pay, t.bill]) expect(cents(m.regular) + cents(m.overtime) + cents(m.doubleTime)).toBe(cents(m.total));
        // Each card's minutes per day add up to the day's: a screen can share a day between its cards.
        t.days.forEach((d, i) => expect(sum(t.punchDayMinutes.map((p) => p[i]!))).toBe(d.workedMinutes));
      }),
      { numRuns: 400, seed: 2212 },
    );
  });

  it('the demo symptom: three days with seconds on the clock-outs sum to the total shown', () => {
    // 8 h 38 min, 6 h 53 min and 8 h: seconds dropped, the days were 8.63 + 6.88 + 8.00 beside 23.52 rounded once.
    const at = (day: string, hm: string, s = '00') => `${day}T${hm}:${s}Z`;
    const punches: Punch[] = [
      { clockIn: at('2026-11-16', '08:00'), clockOut: at('2026-11-16', '16:38', '41'), breaks: [], breakMinutes: 0 },
      { clockIn: at('2026-11-17', '08:00'), clockOut: at('2026-11-17', '14:53', '50'), breaks: [], breakMinutes: 0 },
      { clockIn: at('2026-11-18', '08:00'), clockOut: at('2026-11-18', '16:00', '30'), breaks: [], breakMinutes: 0 },
    ];
    const t = computeWeek({
      punches,
      timeZone: 'UTC',
      weekStart: '2026-11-16',
      rules: DEFAULT_PAY_RULES,
      rates: { pay: 20, bill: 30 },
    });
    expect(t.hours.worked).toBe(23.52);
    expect(t.days.slice(0, 3).map((d) => d.hours)).toEqual([8.64, 6.88, 8]);
  });
});

describe('shares of a total (lib/pay-rules/hundredths.ts)', () => {
  const weights = fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 9 });
  it('apportion: non-negative shares summing to the total, each within one unit of its exact part', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), weights, (total, w) => {
        const shares = apportion(total, w);
        if (sum(w) === 0) {
          // No proportion to follow: nothing is split.
          expect(shares.every((s) => s === 0)).toBe(true);
          return;
        }
        expect(sum(shares)).toBe(total);
        shares.forEach((s, i) => {
          expect(s).toBeGreaterThanOrEqual(0);
          expect(Math.abs(s - (total * w[i]!) / sum(w))).toBeLessThan(1);
          if (w[i] === 0) expect(s).toBe(0);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('stored days that disagree with a stored total are read as shares of that total; cards share their days', () => {
    const seven = fc.array(fc.integer({ min: 0, max: 1600 }), { minLength: 7, maxLength: 7 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8000 }),
        seven,
        seven,
        fc.array(seven, { minLength: 1, maxLength: 6 }),
        (total, stored, fallback, cards) => {
          const days = daysSummingTo(total, stored, fallback);
          expect(sum(days)).toBe(total);
          if (sum(stored) === total) expect(days).toEqual(stored);
          const shares = cardShares(days, cards);
          expect(sum(shares)).toBe(total);
          expect(shares.every((s) => s >= 0)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a frozen sheet: its card rows are shares of its stored days and total, whatever the rules say now', () => {
    fc.assert(
      fc.property(
        weekArb,
        fc.array(fc.integer({ min: 0, max: 1200 }), { minLength: 7, maxLength: 7 }),
        fc.integer({ min: 0, max: 6000 }),
        (input, storedDays, storedTotal) => {
          const cards = input.punches.map((p) => ({
            clock_in: p.clockIn,
            clock_out: p.clockOut,
            break_minutes: p.breakMinutes,
            breaks: p.breaks,
          }));
          const f = sheetDayFigures({
            weekStart: input.weekStart,
            timeZone: input.timeZone,
            rules: input.rules,
            totalHours: storedTotal / 100,
            dayHours: storedDays.map((d) => d / 100),
            cards,
          });
          expect(sum(f.days.map(cents))).toBe(storedTotal);
          const shares = f.cards.map((c) => cents(c ?? 0));
          // With any card in the week, the rows carry the whole total.
          const inWeek = computeWeek({ ...input, rates: { pay: 0, bill: 0 } }).workedMinutes > 0;
          if (inWeek) expect(sum(shares)).toBe(storedTotal);
        },
      ),
      { numRuns: 300, seed: 22 },
    );
  });
});
