import { describe, expect, it } from 'vitest';
import { distanceM } from '@/lib/punches/geo';
import { EXCEPTION_KINDS, reasonParams } from '@/lib/punches/exceptions';
import { breakLengths, evaluatePunch, missedPunchDeadline, type PunchFacts } from '@/lib/punches/rules';
import { DEFAULT_PUNCH_RULES, parsePunchRule, readPunchRules, type PunchRules } from '@/lib/settings/punch-rules';

const H = 3_600_000;
const M = 60_000;
const T0 = new Date('2026-03-02T08:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const CENTRE = { lat: 40.7357, lng: -74.1724 };

/** A closed 8-hour card with a 30-minute break, no fence, no shift: raises nothing under the defaults. */
const base: PunchFacts = { clockIn: T0, clockOut: at(8 * H + 30 * M), breakMinutes: 30, fence: null, shift: null };
const kinds = (f: Partial<PunchFacts>, rules: PunchRules = DEFAULT_PUNCH_RULES, now = at(48 * H)) =>
  evaluatePunch({ ...base, ...f }, rules, now).map((x) => x.kind);

describe('geo', () => {
  it('haversine distance', () => {
    expect(distanceM(CENTRE, CENTRE)).toBe(0);
    // 0.01° of latitude is about 1112 m anywhere.
    expect(distanceM(CENTRE, { lat: CENTRE.lat + 0.01, lng: CENTRE.lng })).toBeCloseTo(1112, -1);
    // London to Paris, about 344 km.
    expect(distanceM({ lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 }) / 1000).toBeCloseTo(344, -1);
  });
});

describe('evaluatePunch, kind by kind', () => {
  const fence = { ...CENTRE, radiusM: 150 };
  const near = { lat: CENTRE.lat + 0.001, lng: CENTRE.lng }; // ~111 m
  const far = { lat: CENTRE.lat + 0.003, lng: CENTRE.lng }; // ~334 m
  const shift = { startsAt: T0, endsAt: at(8 * H) };
  const cases: [string, Partial<PunchFacts>, string[], Date?][] = [
    ['a clean card', {}, []],
    ['inside the fence', { fence, clockInAt: near, clockOutAt: near }, []],
    ['clock-in outside the fence', { fence, clockInAt: far, clockOutAt: near }, ['outside_fence']],
    ['clock-out outside the fence', { fence, clockInAt: near, clockOutAt: far }, ['outside_fence']],
    ['no coordinates sent', { fence }, []],
    ['a site without a fence', { fence: null, clockInAt: far }, []],
    ['8 h without a break', { clockOut: at(8 * H), breakMinutes: 0 }, ['missed_break']],
    ['6 h exactly without a break', { clockOut: at(6 * H), breakMinutes: 0 }, []],
    ['a 10-minute break', { clockOut: at(7 * H), breakMinutes: 10 }, ['short_break']],
    [
      'two recorded breaks, one short',
      {
        breakMinutes: 40,
        breaks: [
          { start: at(2 * H).toISOString(), end: at(2 * H + 10 * M).toISOString() },
          { start: at(5 * H).toISOString(), end: at(5 * H + 30 * M).toISOString() },
        ],
      },
      ['short_break'],
    ],
    ['13 h worked', { clockOut: at(13 * H + 30 * M) }, ['long_shift']],
    ['12 h exactly worked', { clockOut: at(12 * H + 30 * M) }, []],
    ['20 minutes early', { shift, clockIn: at(-20 * M) }, ['early_arrival']],
    ['20 minutes late', { shift, clockIn: at(20 * M) }, ['late_arrival']],
    ['15 minutes late (the limit)', { shift, clockIn: at(15 * M) }, []],
    ['open, before its deadline', { clockOut: null }, [], at(13 * H)],
    ['open, past long_shift_hours + 2 h', { clockOut: null }, ['missed_punch'], at(14 * H)],
    ['open on a shift, 2 h after its end', { clockOut: null, shift }, ['missed_punch'], at(10 * H)],
    ['open on a shift, 1 h after its end', { clockOut: null, shift }, [], at(9 * H)],
    ['open: breaks and length are not judged yet', { clockOut: null, breakMinutes: 0 }, [], at(9 * H)],
  ];
  it.each(cases)('%s', (_name, facts, expected, now) => {
    expect(kinds(facts, DEFAULT_PUNCH_RULES, now)).toEqual(expected);
  });

  it('details carry the numbers the reason is worded from', () => {
    const fenceX = evaluatePunch({ ...base, fence, clockInAt: far }, DEFAULT_PUNCH_RULES, at(48 * H))[0]!;
    expect(fenceX.detail).toMatchObject({ punch: 'in', radius_m: 150 });
    expect(reasonParams('outside_fence', fenceX.detail)).toMatchObject({ punch: 'in', radius: 150 });
    expect(Number(fenceX.detail.distance_m)).toBeGreaterThan(300);
    const late = evaluatePunch({ ...base, shift, clockIn: at(42 * M) }, DEFAULT_PUNCH_RULES, at(48 * H))[0]!;
    expect(late.detail).toEqual({ minutes: 42, limit_minutes: 15 });
    const brk = evaluatePunch({ ...base, clockOut: at(9 * H), breakMinutes: 0 }, DEFAULT_PUNCH_RULES, at(48 * H))[0]!;
    expect(reasonParams('missed_break', brk.detail)).toEqual({ hours: 9, after: 6 });
    for (const k of EXCEPTION_KINDS) expect(reasonParams(k, {})).toBeTypeOf('object');
  });

  it('recorded breaks count only while they add up to the break minutes (an edit of the minutes wins)', () => {
    const breaks = [{ start: at(2 * H).toISOString(), end: at(2 * H + 10 * M).toISOString() }];
    expect(breakLengths({ breakMinutes: 10, breaks })).toEqual([10]);
    expect(breakLengths({ breakMinutes: 45, breaks })).toEqual([45]);
    expect(breakLengths({ breakMinutes: 0, breaks: [] })).toEqual([]);
  });
});

describe('each punch rule setting changes the outcome', () => {
  const rules = (patch: Partial<PunchRules>) => ({ ...DEFAULT_PUNCH_RULES, ...patch });
  const shift = { startsAt: T0, endsAt: at(8 * H) };
  it('early_late_minutes decides early and late arrival', () => {
    expect(kinds({ shift, clockIn: at(20 * M) })).toEqual(['late_arrival']);
    expect(kinds({ shift, clockIn: at(20 * M) }, rules({ early_late_minutes: 30 }))).toEqual([]);
    expect(kinds({ shift, clockIn: at(-10 * M) }, rules({ early_late_minutes: 5 }))).toEqual(['early_arrival']);
  });
  it('break_required_after_hours decides a missed break', () => {
    const card = { clockOut: at(5 * H), breakMinutes: 0 };
    expect(kinds(card)).toEqual([]);
    expect(kinds(card, rules({ break_required_after_hours: 4 }))).toEqual(['missed_break']);
  });
  it('min_break_minutes decides a short break', () => {
    const card = { clockOut: at(8 * H), breakMinutes: 20 };
    expect(kinds(card)).toEqual(['short_break']);
    expect(kinds(card, rules({ min_break_minutes: 15 }))).toEqual([]);
  });
  it('long_shift_hours decides a long shift and the missed-punch deadline without a shift', () => {
    const card = { clockOut: at(10 * H + 30 * M) };
    expect(kinds(card)).toEqual([]);
    expect(kinds(card, rules({ long_shift_hours: 9 }))).toEqual(['long_shift']);
    expect(missedPunchDeadline({ clockIn: T0, shift: null }, rules({ long_shift_hours: 8 }))).toEqual(at(10 * H));
    expect(kinds({ clockOut: null }, rules({ long_shift_hours: 8 }), at(11 * H))).toEqual(['missed_punch']);
  });
});

describe('punch rule settings', () => {
  it('reads stored values, falling back per field for anything missing or out of range', () => {
    expect(readPunchRules(undefined)).toEqual({
      early_late_minutes: 15,
      break_required_after_hours: 6,
      min_break_minutes: 30,
      long_shift_hours: 12,
    });
    expect(readPunchRules({ early_late_minutes: 5, long_shift_hours: 99, min_break_minutes: 'x' })).toEqual({
      ...DEFAULT_PUNCH_RULES,
      early_late_minutes: 5,
    });
    expect(parsePunchRule('long_shift_hours', '10')).toBe(10);
    expect(parsePunchRule('long_shift_hours', '10.5')).toBeNull();
    expect(parsePunchRule('min_break_minutes', '')).toBeNull();
  });
});
