import { describe, expect, it } from 'vitest';
import { computeWeek, type JurisdictionId } from '@/lib/pay-rules';
import { card, hoursOf, rules, week } from './pay-rules-helpers';

// Worked examples from the published rules. Hours per day are listed Monday → Sunday of the week of
// 2026-01-05 (no DST change anywhere); expected is [regular, overtime, double time] hours for the week.
const where: Record<string, [zone: string, offset: string]> = {
  us_federal: ['America/New_York', '-05:00'],
  california: ['America/Los_Angeles', '-08:00'],
  alaska: ['America/Anchorage', '-09:00'],
  nevada: ['America/Los_Angeles', '-08:00'],
  colorado: ['America/Denver', '-07:00'],
  none: ['America/Chicago', '-06:00'],
};
type Row = [name: string, j: JurisdictionId, hours: number[], expected: [number, number, number]];

const examples: Row[] = [
  // FLSA (29 U.S.C. 207): overtime after 40 hours in the workweek, no daily overtime, no double time.
  ['federal: 5 × 9 h → 40 + 5 OT', 'us_federal', [9, 9, 9, 9, 9], [40, 5, 0]],
  ['federal: 5 × 8 h → 40, no overtime', 'us_federal', [8, 8, 8, 8, 8], [40, 0, 0]],
  ['federal: 6 × 8 h → 40 + 8', 'us_federal', [8, 8, 8, 8, 8, 8], [40, 8, 0]],
  ['federal: one 14 h day is all regular', 'us_federal', [14], [14, 0, 0]],
  ['federal: 4 × 10 h → 40 regular', 'us_federal', [10, 10, 10, 10], [40, 0, 0]],
  ['federal: 7 × 7 h → 40 + 9 (no seventh-day rule)', 'us_federal', [7, 7, 7, 7, 7, 7, 7], [40, 9, 0]],
  ['federal: 3 × 12.5 h + 2 × 3 h → 40 + 3.5', 'us_federal', [12.5, 12.5, 12.5, 3, 3], [40, 3.5, 0]],
  // California Labor Code 510(a): daily 8 / double after 12; weekly 40; seventh consecutive day 8 then double.
  ['CA: 11.5 h day → 8 + 3.5 OT', 'california', [11.5], [8, 3.5, 0]],
  ['CA: 13 h day → 8 + 4 OT + 1 DT', 'california', [13], [8, 4, 1]],
  ['CA: 12 h day → 8 + 4, no double time yet', 'california', [12], [8, 4, 0]],
  ['CA: 5 × 8 h → 40', 'california', [8, 8, 8, 8, 8], [40, 0, 0]],
  ['CA: 4 × 10 h → 32 + 8 (daily)', 'california', [10, 10, 10, 10], [32, 8, 0]],
  ['CA: 3 × 12 h + 6 h → 30 + 12', 'california', [12, 12, 12, 6], [30, 12, 0]],
  ['CA: 6 × 9 h → 40 + 14 (no pyramiding)', 'california', [9, 9, 9, 9, 9, 9], [40, 14, 0]],
  ['CA: Monday–Saturday 6 × 8 h → 40 + 8 (weekly)', 'california', [8, 8, 8, 8, 8, 8], [40, 8, 0]],
  ['CA: Tuesday–Sunday 6 × 8 h: not seven days, → 40 + 8', 'california', [0, 8, 8, 8, 8, 8, 8], [40, 8, 0]],
  ['CA: 7 × 6 h → 36 + 6 (seventh day all overtime)', 'california', [6, 6, 6, 6, 6, 6, 6], [36, 6, 0]],
  ['CA: 7 × 8 h → 40 + 16 (weekly on day 6, seventh day)', 'california', [8, 8, 8, 8, 8, 8, 8], [40, 16, 0]],
  ['CA: 7 × 10 h → 40 + 28 + 2 (seventh day past 8 h is double)', 'california', [10, 10, 10, 10, 10, 10, 10], [40, 28, 2]],
  ['CA: 7 × 13 h → 40 + 40 + 11', 'california', [13, 13, 13, 13, 13, 13, 13], [40, 40, 11]],
  // Alaska Stat. 23.10.060: daily 8, weekly 40, no double time.
  ['AK: 11.5 h day → 8 + 3.5', 'alaska', [11.5], [8, 3.5, 0]],
  ['AK: 13 h day → 8 + 5 (no double time)', 'alaska', [13], [8, 5, 0]],
  ['AK: 5 × 9 h → 40 + 5', 'alaska', [9, 9, 9, 9, 9], [40, 5, 0]],
  ['AK: 7 × 8 h → 40 + 16 (weekly only, no seventh-day rule)', 'alaska', [8, 8, 8, 8, 8, 8, 8], [40, 16, 0]],
  // Nevada NRS 608.018: daily 8, weekly 40.
  ['NV: 4 × 10 h → 32 + 8', 'nevada', [10, 10, 10, 10], [32, 8, 0]],
  ['NV: 6 × 9 h → 40 + 14', 'nevada', [9, 9, 9, 9, 9, 9], [40, 14, 0]],
  // Colorado COMPS Rule 4.1.1: daily 12, weekly 40.
  ['CO: 4 × 10 h → 40 regular', 'colorado', [10, 10, 10, 10], [40, 0, 0]],
  ['CO: 13 h day → 12 + 1', 'colorado', [13], [12, 1, 0]],
  ['CO: 3 × 14 h → 36 + 6', 'colorado', [14, 14, 14], [36, 6, 0]],
  ['CO: 5 × 9 h → 40 + 5 (weekly)', 'colorado', [9, 9, 9, 9, 9], [40, 5, 0]],
  // No statutory overtime.
  ['none: 7 × 12 h → 84 regular', 'none', [12, 12, 12, 12, 12, 12, 12], [84, 0, 0]],
  ['none: 13 h day → 13 regular', 'none', [13], [13, 0, 0]],
];

describe('pay rules: worked examples by jurisdiction', () => {
  it.each(examples)('%s', (_name, j, hours, expected) => {
    const [zone, offset] = where[j]!;
    const t = week(j, hours, zone, offset);
    expect(hoursOf(t)).toEqual(expected);
    expect(t.workedMinutes).toBe(hours.reduce((a, b) => a + b, 0) * 60);
  });

  it('company rules: daily overtime after 10 h only → 4 × 11 h = 40 + 4', () => {
    expect(
      hoursOf(week('company', [11, 11, 11, 11], 'UTC', 'Z', undefined, { dailyOvertimeAfter: 10, weeklyOvertimeAfter: null })),
    ).toEqual([40, 4, 0]);
  });
});

describe('pay rules: money', () => {
  const input = (j: JurisdictionId, hours: number[], rates: { pay: number; bill: number }, multipliers = rules(j).multipliers) => ({
    punches: hours.map((h, i) => card(`2026-01-0${5 + i}`, '06:00', h, '-08:00')),
    timeZone: 'America/Los_Angeles',
    weekStart: '2026-01-05',
    rules: rules(j, { multipliers }),
    rates,
  });

  it('federal 5 × 9 h at 20 / 30: pay 800 + 150, bill 1200 + 225, margin 475', () => {
    const t = computeWeek(input('us_federal', [9, 9, 9, 9, 9], { pay: 20, bill: 30 }));
    expect(t.pay).toEqual({ regular: 800, overtime: 150, doubleTime: 0, total: 950 });
    expect(t.bill).toEqual({ regular: 1200, overtime: 225, doubleTime: 0, total: 1425 });
    expect(t.margin).toBe(475);
    expect(t.hours).toEqual({ worked: 45, regular: 40, overtime: 5, doubleTime: 0 });
  });

  it('CA 13 h with bill multipliers 1.6 / 2.2: each tier at its own multiplier', () => {
    const m = { overtimePay: 1.5, doubleTimePay: 2, overtimeBill: 1.6, doubleTimeBill: 2.2 };
    const t = computeWeek(input('california', [13], { pay: 20, bill: 31 }, m));
    expect(t.pay).toEqual({ regular: 160, overtime: 120, doubleTime: 40, total: 320 });
    expect(t.bill).toEqual({ regular: 248, overtime: 198.4, doubleTime: 68.2, total: 514.6 });
    expect(t.margin).toBe(194.6);
  });

  it('rounds each bucket half up to the cent and totals the rounded buckets', () => {
    // 8 h 20 min at 15.015: 120.12 regular; 20 min OT at 22.5225/h = 7.5075 → 7.51; total 127.63.
    const t = computeWeek(input('california', [8 + 1 / 3], { pay: 15.015, bill: 0 }));
    expect(t.pay).toEqual({ regular: 120.12, overtime: 7.51, doubleTime: 0, total: 127.63 });
    expect(t.hours).toEqual({ worked: 8.33, regular: 8, overtime: 0.33, doubleTime: 0 });
    expect(t.margin).toBe(-127.63);
    // A true half cent: 1 h at 15.015 is 1501.5 cents (1501.4999… in binary floating point) → 15.02.
    expect(computeWeek(input('california', [1], { pay: 15.015, bill: 0 })).pay.total).toBe(15.02);
  });
});
