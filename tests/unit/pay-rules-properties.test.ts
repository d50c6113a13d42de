import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeWeek, workweekStart, type PayRules, type Punch, type WeekInput, type WeekTotals } from '@/lib/pay-rules';
import { benchEngine } from '@/lib/pay-rules/bench';
import { roundHalfUp } from '@/lib/pay-rules/money';
import { roundPunch } from '@/lib/pay-rules/rounding';
import { addDays } from '@/lib/pay-rules/zone';

const MINUTE = 60_000;
// Zones with DST, a :45 offset and Lord Howe's 30-minute DST; weeks that hold a DST change in some of them.
const zones = [
  'UTC',
  'America/Los_Angeles',
  'America/New_York',
  'Asia/Kathmandu',
  'Europe/Berlin',
  'Australia/Lord_Howe',
  'America/Santiago',
];
const mondays = ['2026-01-05', '2026-03-02', '2026-03-23', '2026-03-30', '2026-09-07', '2026-10-19', '2026-10-26'];

const hoursOrNull = fc.option(
  fc.integer({ min: 8, max: 64 }).map((q) => q / 4),
  { nil: null },
);
const rulesArb: fc.Arbitrary<PayRules> = fc.record({
  weekStart: fc.constant('monday' as const),
  rounding: fc.record({
    minutes: fc.constantFrom(0, 5, 6, 10, 15, 30) as fc.Arbitrary<0 | 5 | 6 | 10 | 15 | 30>,
    mode: fc.constantFrom('nearest', 'up', 'down') as fc.Arbitrary<'nearest' | 'up' | 'down'>,
  }),
  paidBreakUnderMinutes: fc.integer({ min: 0, max: 30 }),
  dailyOvertimeAfter: hoursOrNull,
  dailyDoubleTimeAfter: hoursOrNull,
  weeklyOvertimeAfter: fc.option(fc.integer({ min: 20, max: 60 }), { nil: null }),
  seventhDay: fc.record({ enabled: fc.boolean(), overtimeUpTo: fc.integer({ min: 0, max: 12 }) }),
  // Premiums of at least the base rate, double time at least overtime: what "monotonic" needs and what any law asks.
  multipliers: fc
    .tuple(
      fc.integer({ min: 10, max: 20 }),
      fc.integer({ min: 0, max: 10 }),
      fc.integer({ min: 10, max: 20 }),
      fc.integer({ min: 0, max: 10 }),
    )
    .map(([op, dp, ob, db]) => ({
      overtimePay: op / 10,
      doubleTimePay: (op + dp) / 10,
      overtimeBill: ob / 10,
      doubleTimeBill: (ob + db) / 10,
    })),
});

/** A card somewhere from a day before the week to its end, with seconds, up to 16 h, with breaks of any kind. */
const punchArb = (weekMs: number): fc.Arbitrary<Punch & { clockOut: string }> =>
  fc
    .record({
      start: fc.integer({ min: -36 * 3600, max: 8 * 24 * 3600 }),
      length: fc.integer({ min: 0, max: 16 * 3600 }),
      breaks: fc.array(
        fc.record({ at: fc.integer({ min: 0, max: 16 * 3600 }), length: fc.integer({ min: 0, max: 90 * 60 }), open: fc.boolean() }),
        { maxLength: 2 },
      ),
      breakMinutes: fc.integer({ min: 0, max: 60 }),
    })
    .map(({ start, length, breaks, breakMinutes }) => {
      const at = (s: number) => new Date(weekMs + s * 1000).toISOString();
      return {
        clockIn: at(start),
        clockOut: at(start + length),
        breakMinutes,
        breaks: breaks.map((b) => ({ start: at(start + b.at), end: b.open ? null : at(start + b.at + b.length) })),
      };
    });

/** A card on each of the seven days, so the seventh-day rule and weekly overtime come into play. */
const everyDayArb = (weekMs: number): fc.Arbitrary<Punch[]> =>
  fc
    .array(fc.tuple(fc.integer({ min: 10 * 3600, max: 14 * 3600 }), fc.integer({ min: 3600, max: 15 * 3600 })), {
      minLength: 7,
      maxLength: 7,
    })
    .map((days) =>
      days.map(([start, length], i) => {
        const at = (s: number) => new Date(weekMs + i * 86_400_000 + s * 1000).toISOString();
        return { clockIn: at(start), clockOut: at(start + length), breaks: [], breakMinutes: 0 };
      }),
    );

const weekArb = fc.tuple(fc.constantFrom(...zones), fc.constantFrom(...mondays)).chain(([timeZone, weekStart]) => {
  const weekMs = Date.parse(`${weekStart}T00:00:00Z`);
  return fc.record({
    timeZone: fc.constant(timeZone),
    weekStart: fc.constant(weekStart),
    rules: rulesArb,
    rates: fc.record({
      pay: fc.integer({ min: 500, max: 10_000 }).map((c) => c / 100),
      bill: fc.integer({ min: 500, max: 20_000 }).map((c) => c / 100),
    }),
    punches: fc.oneof(fc.array(punchArb(weekMs), { maxLength: 10 }), everyDayArb(weekMs)),
    extra: punchArb(weekMs),
  });
});

/** The amount to the cent, half up (as the engine must), and the exact amount it stands for. */
const cents = (minutes: number, rate: number, m: number) => roundHalfUp((minutes * rate * m * 100) / 60) / 100;
const exact = (minutes: number, rate: number, m: number) => (minutes * rate * m) / 60;

function checkShape(t: WeekTotals, input: WeekInput) {
  for (const x of [t, ...t.days]) {
    const parts = [x.regularMinutes, x.overtimeMinutes, x.doubleTimeMinutes];
    for (const v of [...parts, x.workedMinutes]) expect(Number.isInteger(v) && v >= 0).toBe(true);
    expect(parts[0]! + parts[1]! + parts[2]!).toBe(x.workedMinutes);
  }
  expect(t.days.reduce((a, d) => a + d.workedMinutes, 0)).toBe(t.workedMinutes);
  const m = input.rules.multipliers;
  for (const [money, rate, ot, dt] of [
    [t.pay, input.rates.pay, m.overtimePay, m.doubleTimePay],
    [t.bill, input.rates.bill, m.overtimeBill, m.doubleTimeBill],
  ] as const) {
    const buckets = [
      [money.regular, t.regularMinutes, 1],
      [money.overtime, t.overtimeMinutes, ot],
      [money.doubleTime, t.doubleTimeMinutes, dt],
    ] as const;
    for (const [amount, minutes, multiplier] of buckets) {
      expect(amount).toBe(cents(minutes, rate, multiplier));
      expect(Math.abs(amount - exact(minutes, rate, multiplier))).toBeLessThanOrEqual(0.005 + 1e-9);
    }
    expect(money.total).toBeCloseTo(money.regular + money.overtime + money.doubleTime, 9);
    expect(Math.round(money.total * 100)).toBeCloseTo(money.total * 100, 6);
  }
  expect(t.margin).toBeCloseTo(t.bill.total - t.pay.total, 9);
}

describe('pay rules: properties over random weeks', () => {
  it('splits every worked minute into one tier, never negative, money to the cent, monotonic in added time', () => {
    fc.assert(
      fc.property(weekArb, fc.nat(), ({ extra, ...input }, pick) => {
        // "Adding a punch": any one card of the week (often the only card of a day) taken away, then put back.
        const all = [...input.punches, extra];
        const before = computeWeek({ ...input, punches: all.filter((_, i) => i !== pick % all.length) });
        checkShape(before, input);
        const after = computeWeek({ ...input, punches: all });
        checkShape(after, input);
        expect(after.workedMinutes).toBeGreaterThanOrEqual(before.workedMinutes);
        expect(after.pay.total).toBeGreaterThanOrEqual(before.pay.total);
        expect(after.bill.total).toBeGreaterThanOrEqual(before.bill.total);
        expect(computeWeek({ ...input, punches: all })).toEqual(after);
      }),
      { numRuns: 1000 },
    );
  });

  it('two neighbouring weeks share a card’s paid minutes exactly, with its untimed break taken once', () => {
    fc.assert(
      fc.property(weekArb, ({ timeZone, rules, rates, extra }) => {
        const card = { ...extra, breaks: [] };
        const total = (weekStart: string) => computeWeek({ punches: [card], timeZone, weekStart, rules, rates }).workedMinutes;
        const from = roundPunch(Date.parse(card.clockIn), rules.rounding, timeZone);
        const to = roundPunch(Date.parse(card.clockOut), rules.rounding, timeZone);
        const expected = Math.max(0, to - from - card.breakMinutes);
        // The card starts at most 36 h before the generated week and lasts at most 16 h: four weeks around its UTC date hold it all.
        const monday = workweekStart(card.clockIn.slice(0, 10), 'monday');
        const weeks = [-7, 0, 7, 14].map((d) => addDays(monday, d));
        expect(weeks.reduce((a, w) => a + total(w), 0)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('rounding never moves a punch by more than the step (half a step when rounding to nearest)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-01-01T00:00:00Z') }),
        rulesArb.map((r) => r.rounding),
        fc.constantFrom(...zones),
        (ms, rounding, zone) => {
          const moved = Math.abs(roundPunch(ms, rounding, zone) * MINUTE - ms);
          const limit =
            rounding.minutes === 0 ? MINUTE - 1 : (rounding.mode === 'nearest' ? rounding.minutes / 2 : rounding.minutes) * MINUTE;
          expect(moved).toBeLessThanOrEqual(limit);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('pay rules: speed', () => {
  it('computes a realistic 7-day week in well under 1 ms (median)', () => {
    expect(benchEngine(2000)).toBeLessThan(1000);
  });
});
