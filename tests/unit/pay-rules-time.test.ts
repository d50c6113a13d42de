import { describe, expect, it } from 'vitest';
import { computeWeek, type PayRules, type Punch, type RoundingMinutes, type RoundingMode } from '@/lib/pay-rules';
import { roundPunch } from '@/lib/pay-rules/rounding';
import { dayStart } from '@/lib/pay-rules/zone';
import { card, dayMinutes, hoursOf, rules } from './pay-rules-helpers';

type RoundRow = [step: RoundingMinutes, mode: RoundingMode, from: string, to: string];
const rounding: RoundRow[] = [
  // 29 CFR 785.48(b), the DOL "7-minute rule" for 15-minute steps.
  [15, 'nearest', '07:53', '08:00'],
  [15, 'nearest', '08:07', '08:00'],
  [15, 'nearest', '08:08', '08:15'],
  [15, 'nearest', '07:52', '07:45'],
  [15, 'nearest', '08:07:30', '08:15'],
  [15, 'up', '08:01', '08:15'],
  [15, 'up', '08:00', '08:00'],
  [15, 'down', '08:14', '08:00'],
  [5, 'nearest', '08:02', '08:00'],
  [5, 'nearest', '08:02:30', '08:05'],
  [5, 'up', '08:01', '08:05'],
  [5, 'down', '08:04', '08:00'],
  [6, 'nearest', '08:02', '08:00'],
  [6, 'nearest', '08:03', '08:06'],
  [6, 'up', '08:01', '08:06'],
  [6, 'down', '08:05', '08:00'],
  [10, 'nearest', '08:04', '08:00'],
  [10, 'nearest', '08:05', '08:10'],
  [10, 'up', '08:01', '08:10'],
  [10, 'down', '08:09', '08:00'],
  [30, 'nearest', '08:14', '08:00'],
  [30, 'nearest', '08:15', '08:30'],
  [30, 'up', '08:31', '09:00'],
  [30, 'down', '08:29', '08:00'],
  [0, 'nearest', '08:07:45', '08:07'],
  [0, 'up', '08:07:45', '08:07'],
];

describe('punch rounding', () => {
  it.each(rounding)('%i min %s: %s → %s', (minutes, mode, from, to) => {
    const at = (hm: string) => Date.parse(`2026-01-05T${hm.length === 5 ? `${hm}:00` : hm}-08:00`);
    expect(roundPunch(at(from), { minutes, mode }, 'America/Los_Angeles') * 60_000).toBe(at(to));
  });

  it('counts steps on the local clock: Kathmandu (+05:45) 08:10 → 08:00 with 30 min, not 08:15', () => {
    const t = roundPunch(Date.parse('2026-01-05T08:10:00+05:45'), { minutes: 30, mode: 'nearest' }, 'Asia/Kathmandu');
    expect(new Date(t * 60_000).toISOString()).toBe(new Date('2026-01-05T08:00:00+05:45').toISOString());
  });

  it('rounds each punch of a card: 07:53 → 16:07 at 15 min nearest is 8 h', () => {
    const r = rules('us_federal', { rounding: { minutes: 15, mode: 'nearest' } });
    const t = computeWeek({
      punches: [card('2026-01-05', '07:53', 8 + 14 / 60, '-08:00')],
      timeZone: 'America/Los_Angeles',
      weekStart: '2026-01-05',
      rules: r,
      rates: { pay: 1, bill: 1 },
    });
    expect(t.workedMinutes).toBe(480);
  });
});

const LA = 'America/Los_Angeles';
const one = (punches: Punch[], r: PayRules = rules('california'), weekStart = '2026-01-05', timeZone = LA) =>
  computeWeek({ punches, timeZone, weekStart, rules: r, rates: { pay: 1, bill: 1 } });
const brk = (date: string, from: string, to: string | null, offset = '-08:00') => ({
  start: `${date}T${from}:00${offset}`,
  end: to === null ? null : `${date}T${to}:00${offset}`,
});

describe('breaks', () => {
  const d = '2026-01-06';
  it.each([
    [
      'a 15 min timed break is paid (under 20)',
      card(d, '08:00', 8, '-08:00', { breaks: [brk(d, '10:00', '10:15')] }),
      rules('california'),
      480,
    ],
    ['a 30 min timed break is deducted', card(d, '08:00', 8.5, '-08:00', { breaks: [brk(d, '12:00', '12:30')] }), rules('california'), 480],
    [
      'exactly 20 min is not "under 20": deducted',
      card(d, '08:00', 8, '-08:00', { breaks: [brk(d, '12:00', '12:20')] }),
      rules('california'),
      460,
    ],
    [
      'paidBreakUnderMinutes 0 deducts every break',
      card(d, '08:00', 8, '-08:00', { breaks: [brk(d, '10:00', '10:10')] }),
      rules('california', { paidBreakUnderMinutes: 0 }),
      470,
    ],
    [
      'untimed break minutes are always unpaid, however short',
      card(d, '08:00', 8.25, '-08:00', { breakMinutes: 15 }),
      rules('california'),
      480,
    ],
    [
      'an open break runs until the clock-out',
      card(d, '08:00', 9, '-08:00', { breaks: [brk(d, '16:30', null)] }),
      rules('california'),
      510,
    ],
    [
      'a break past the clock-out is clipped to the card',
      card(d, '08:00', 9, '-08:00', { breaks: [brk(d, '16:30', '17:30')] }),
      rules('california'),
      510,
    ],
    [
      'overlapping breaks are deducted once',
      card(d, '08:00', 9, '-08:00', { breaks: [brk(d, '12:00', '12:40'), brk(d, '12:20', '13:00')] }),
      rules('california'),
      480,
    ],
    ['a day never goes negative', card(d, '08:00', 1 / 6, '-08:00', { breakMinutes: 30 }), rules('california'), 0],
  ] as const)('%s', (_name, c, r, minutes) => {
    expect(one([c], r).workedMinutes).toBe(minutes);
  });

  it('a break across midnight comes off both days', () => {
    const c = card('2026-01-06', '20:00', 8, '-08:00', {
      breaks: [{ start: '2026-01-06T23:30:00-08:00', end: '2026-01-07T00:30:00-08:00' }],
    });
    expect(dayMinutes(one([c])).slice(1, 3)).toEqual([210, 210]);
  });

  it('untimed minutes the first day cannot absorb come off the next', () => {
    expect(dayMinutes(one([card('2026-01-06', '23:50', 8 + 1 / 6, '-08:00', { breakMinutes: 30 })])).slice(1, 3)).toEqual([0, 460]);
  });
});

describe('days, weeks and time zones', () => {
  it('splits a 22:00 → 06:00 shift at local midnight', () => {
    const t = one([card('2026-01-06', '22:00', 8, '-08:00')]);
    expect(dayMinutes(t)).toEqual([0, 120, 360, 0, 0, 0, 0]);
  });

  it('a 22:00 → 10:00 shift counts its daily overtime on the calendar day past 8 h', () => {
    expect(hoursOf(one([card('2026-01-06', '22:00', 12, '-08:00')]))).toEqual([10, 2, 0]);
  });

  it('week start Monday: a Sunday-night shift is split between the two weeks', () => {
    const punches = [card('2026-01-11', '22:00', 8, '-08:00')];
    expect(dayMinutes(one(punches, rules('california'), '2026-01-05'))).toEqual([0, 0, 0, 0, 0, 0, 120]);
    expect(dayMinutes(one(punches, rules('california'), '2026-01-12'))).toEqual([360, 0, 0, 0, 0, 0, 0]);
  });

  it('week start Sunday: the same shift is all in one week; a Saturday-night one is split', () => {
    const sunday = rules('california', { weekStart: 'sunday' });
    const t = one([card('2026-01-11', '22:00', 8, '-08:00')], sunday, '2026-01-11');
    expect(dayMinutes(t)).toEqual([120, 360, 0, 0, 0, 0, 0]);
    expect(t.days[0]!.date).toBe('2026-01-11');
    const sat = [card('2026-01-10', '22:00', 8, '-08:00')];
    expect(dayMinutes(one(sat, sunday, '2026-01-04'))).toEqual([0, 0, 0, 0, 0, 0, 120]);
    expect(dayMinutes(one(sat, sunday, '2026-01-11'))).toEqual([360, 0, 0, 0, 0, 0, 0]);
  });

  it('minutes in the next week do not count toward this week’s 40', () => {
    const punches = [8, 8, 8, 8, 8].map((h, i) => card(`2026-01-0${5 + i}`, '08:00', h, '-08:00'));
    expect(hoursOf(one([...punches, card('2026-01-11', '22:00', 8, '-08:00')], rules('us_federal')))).toEqual([40, 2, 0]);
  });

  it('DST spring-forward night in Los Angeles: 22:00 → 06:00 is 7 real hours (2 + 5)', () => {
    const c: Punch = { clockIn: '2026-03-07T22:00:00-08:00', clockOut: '2026-03-08T06:00:00-07:00', breaks: [], breakMinutes: 0 };
    expect(dayMinutes(one([c], rules('california'), '2026-03-02'))).toEqual([0, 0, 0, 0, 0, 120, 300]);
  });

  it('DST fall-back night in Los Angeles: 22:00 → 06:00 is 9 real hours (2 + 7)', () => {
    const c: Punch = { clockIn: '2026-10-31T22:00:00-07:00', clockOut: '2026-11-01T06:00:00-08:00', breaks: [], breakMinutes: 0 };
    expect(dayMinutes(one([c], rules('california'), '2026-10-26'))).toEqual([0, 0, 0, 0, 0, 120, 420]);
  });

  it('a whole fall-back Sunday has 25 hours: CA 8 + 4 + 13', () => {
    const c: Punch = { clockIn: '2026-11-01T00:00:00-07:00', clockOut: '2026-11-02T00:00:00-08:00', breaks: [], breakMinutes: 0 };
    const t = one([c], rules('california'), '2026-10-26');
    expect(t.days[6]!.workedMinutes).toBe(25 * 60);
    expect(hoursOf(t)).toEqual([8, 4, 13]);
  });

  it('finds the first instant of days that start at a DST change', () => {
    const iso = (tz: string, d: string) => new Date(dayStart(tz, d)).toISOString();
    expect(iso(LA, '2026-03-08')).toBe('2026-03-08T08:00:00.000Z');
    expect(iso(LA, '2026-03-09')).toBe('2026-03-09T07:00:00.000Z');
    // Santiago springs forward at midnight: the day starts at 01:00 local.
    expect(iso('America/Santiago', '2026-09-06')).toBe('2026-09-06T04:00:00.000Z');
    // Havana falls back from 01:00 to 00:00: the first midnight starts the day.
    expect(iso('America/Havana', '2026-11-01')).toBe('2026-11-01T04:00:00.000Z');
  });

  it('lists open punches (by id, or by position) and counts none of their time', () => {
    const open = { ...card('2026-01-06', '08:00', 8, '-08:00'), clockOut: null };
    const t = one([{ ...open, id: 'a' }, card('2026-01-07', '08:00', 8, '-08:00'), open]);
    expect(t.openPunchIds).toEqual(['a', '2']);
    expect(t.workedMinutes).toBe(480);
  });

  it('refuses an unknown zone or a malformed instant instead of guessing', () => {
    expect(() => one([card('2026-01-06', '08:00', 8, '-08:00')], rules('california'), '2026-01-05', 'Mars/Olympus')).toThrow(RangeError);
    expect(() => one([{ clockIn: 'yesterday', clockOut: '2026-01-06T08:00:00Z', breaks: [], breakMinutes: 0 }])).toThrow(RangeError);
  });
});
