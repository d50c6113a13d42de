import { describe, expect, it } from 'vitest';
import { rangeProblems, weeklyBody, windowBody } from '@/lib/candidates/availability-schema';
import { stripDays, weekdayOf } from '@/components/candidates/tabs/availability-view';

describe('rangeProblems', () => {
  it('accepts touching ranges in any order', () => {
    expect(
      rangeProblems([
        { start: '13:00', end: '17:00' },
        { start: '08:00', end: '13:00' },
      ]).size,
    ).toBe(0);
  });

  it('flags bad times, reversed ranges and overlaps by index', () => {
    const problems = rangeProblems([
      { start: '08:00', end: '12:00' },
      { start: '25:00', end: '26:00' },
      { start: '10:00', end: '09:00' },
      { start: '11:30', end: '14:00' },
      { start: '09:00', end: '09:30' },
    ]);
    expect([...problems.entries()].sort()).toEqual([
      [1, 'format'],
      [2, 'order'],
      [3, 'overlap'],
      [4, 'overlap'],
    ]);
  });

  it('finds a range nested inside an earlier long one', () => {
    expect(
      rangeProblems([
        { start: '06:00', end: '22:00' },
        { start: '14:00', end: '15:00' },
        { start: '16:00', end: '17:00' },
      ]).get(2),
    ).toBe('overlap');
  });
});

describe('weeklyBody', () => {
  it('sorts each day and drops empty days', () => {
    const parsed = weeklyBody.parse({
      weekly: {
        3: [
          { start: '14:00', end: '18:00' },
          { start: '07:00', end: '11:00' },
        ],
        5: [],
      },
    });
    expect(parsed.weekly).toEqual({
      3: [
        { start: '07:00', end: '11:00' },
        { start: '14:00', end: '18:00' },
      ],
    });
  });

  it('names the day and range of a problem', () => {
    const res = weeklyBody.safeParse({
      weekly: {
        1: [
          { start: '08:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ],
      },
    });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({ path: ['weekly', '1', 1], message: 'validation.rangeOverlap' });
  });
});

describe('windowBody', () => {
  const base = { kind: 'unavailable', starts_at: '2030-01-01T00:00:00Z', ends_at: '2030-01-02T00:00:00Z' };
  it('needs the end after the start and at most a year', () => {
    expect(windowBody.safeParse(base).success).toBe(true);
    expect(windowBody.safeParse({ ...base, ends_at: base.starts_at }).success).toBe(false);
    expect(windowBody.safeParse({ ...base, ends_at: '2031-06-01T00:00:00Z' }).success).toBe(false);
  });
  it('turns an empty reason into null', () => {
    expect(windowBody.parse({ ...base, reason: '  ' }).reason).toBeNull();
  });
});

describe('stripDays', () => {
  it('maps JavaScript weekdays to Monday = 0', () => {
    expect(weekdayOf(new Date(2030, 0, 7))).toBe('0'); // a Monday
    expect(weekdayOf(new Date(2030, 0, 13))).toBe('6'); // a Sunday
  });

  it('gives each day its weekly ranges and clips windows to the day', () => {
    const start = new Date(2030, 0, 7, 15, 30);
    const windowStart = new Date(2030, 0, 8, 12, 0).toISOString();
    const windowEnd = new Date(2030, 0, 9, 6, 0).toISOString();
    const days = stripDays(start, { 0: [{ start: '09:00', end: '17:00' }] }, [
      { _id: 'w', kind: 'unavailable', starts_at: windowStart, ends_at: windowEnd, reason: 'Dentist', created_at: windowStart },
    ]);
    expect(days).toHaveLength(7);
    expect(days[0]!.ranges).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(days[0]!.windows).toEqual([]);
    expect(days[1]!.windows).toEqual([{ kind: 'unavailable', from: 720, to: 1440, reason: 'Dentist' }]);
    expect(days[2]!.windows).toEqual([{ kind: 'unavailable', from: 0, to: 360, reason: 'Dentist' }]);
    expect(days[3]!.windows).toEqual([]);
  });
});
