import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarIssues, MAX_REQUEST_DATES, repeatField, requestDates } from '@/lib/work-requests/fields';

/**
 * Issue 22, item 12: one request model for shift requests, orders and the public form. Its calendar
 * (a start day, multi-day end, weekly repeat) is checked here against an independent oracle that walks
 * the range with Date and getUTCDay.
 */

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startDay = fc.integer({ min: Date.UTC(2020, 0, 1) / DAY, max: Date.UTC(2035, 11, 31) / DAY }).map((n) => iso(n * DAY));
const weekdays = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 });

function oracle(start: string, end: string, days: number[], count: number): string[] {
  const out: string[] = [];
  for (let ms = Date.parse(`${start}T00:00:00Z`); ms <= Date.parse(`${end}T00:00:00Z`); ms += DAY) {
    const isoWeekday = new Date(ms).getUTCDay() || 7;
    if (days.includes(isoWeekday)) out.push(iso(ms));
  }
  return out.slice(0, Math.min(count, MAX_REQUEST_DATES));
}

describe('requestDates', () => {
  it('repeat: exactly the chosen weekdays within the range, in order, at most count (and never over the cap)', () => {
    fc.assert(
      fc.property(
        startDay,
        fc.integer({ min: 0, max: 366 }),
        weekdays,
        fc.integer({ min: 1, max: MAX_REQUEST_DATES }),
        (start, span, days, count) => {
          const end = iso(Date.parse(`${start}T00:00:00Z`) + span * DAY);
          const got = requestDates({ start, end_date: end, repeat: { weekdays: days, count } });
          expect(got).toEqual(oracle(start, end, days, count));
          expect(got.length).toBeLessThanOrEqual(count);
          for (const d of got) expect(d >= start && d <= end).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('multi-day without repeat: every day from start to end; no end and no repeat: the start alone', () => {
    fc.assert(
      fc.property(startDay, fc.integer({ min: 0, max: MAX_REQUEST_DATES - 1 }), (start, span) => {
        const end = iso(Date.parse(`${start}T00:00:00Z`) + span * DAY);
        expect(requestDates({ start, end_date: end })).toEqual(oracle(start, end, [1, 2, 3, 4, 5, 6, 7], MAX_REQUEST_DATES));
        expect(calendarIssues({ start, end_date: end })).toBeNull();
        expect(requestDates({ start })).toEqual([start]);
      }),
    );
  });

  it('a repeat without an end runs until count dates are made, on the chosen weekdays', () => {
    expect(requestDates({ start: '2031-01-06', repeat: { weekdays: [1, 3], count: 4 } })).toEqual([
      '2031-01-06',
      '2031-01-08',
      '2031-01-13',
      '2031-01-15',
    ]);
  });

  it('refuses an end before the start, a range of too many days, and a repeat that names no date', () => {
    expect(calendarIssues({ start: '2031-01-10', end_date: '2031-01-09' })?.message).toBe('validation.endBeforeStart');
    expect(calendarIssues({ start: '2031-01-01', end_date: '2031-03-15' })?.message).toBe('validation.tooManyDates');
    // 2031-01-07 is a Tuesday and 01-08 a Wednesday: a Sunday-only repeat finds nothing between them.
    expect(calendarIssues({ start: '2031-01-07', end_date: '2031-01-08', repeat: { weekdays: [7] } })?.message).toBe('validation.noDates');
  });

  it('repeat input: weekdays 1–7 each once, count 1..cap', () => {
    expect(repeatField().safeParse({ weekdays: [1, 5] }).success).toBe(true);
    for (const bad of [
      { weekdays: [] },
      { weekdays: [0] },
      { weekdays: [8] },
      { weekdays: [1, 1] },
      { weekdays: [1], count: 0 },
      { weekdays: [1], count: MAX_REQUEST_DATES + 1 },
    ]) {
      expect(repeatField().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
