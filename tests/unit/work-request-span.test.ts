import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/shifts-board/days';
import { calendarFromForm, MAX_REQUEST_DATES, requestDates, requestSpan, spanIssue, weekdaysOf } from '@/lib/work-requests/fields';
import { placementRequestBody } from '@/lib/placement-requests/schema';

/**
 * Issue 22, item 12: an order and a public request are one record over the dates of the shared
 * expansion (requestDates), and an edit re-reads a repeat from the stored days (weekdaysOf).
 */

const day = fc.integer({ min: 0, max: 2000 }).map((n) => addDays('2030-01-01', n));
const weekdays = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 });

describe('requestSpan', () => {
  it('property: with a repeat, start and end are the first and last expanded date and work_dates all of them', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 400 }),
        weekdays,
        fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
        (start, span, w, count) => {
          const c = { start, end_date: addDays(start, Math.min(span, 366)), repeat: { weekdays: w, ...(count ? { count } : {}) } };
          const dates = requestDates(c);
          const s = requestSpan(c);
          if (dates.length === 0) {
            expect(spanIssue(c)).toEqual({ path: 'repeat', message: 'validation.noDates' });
            return;
          }
          expect(s).toEqual({ start_date: dates[0], end_date: dates.at(-1), work_dates: dates });
          expect(dates.length).toBeLessThanOrEqual(count ?? MAX_REQUEST_DATES);
          expect(spanIssue(c)).toBeNull();
        },
      ),
    );
  });

  it('property: the stored days give back a repeat that makes the same days over the stored range', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 200 }), weekdays, (start, span, w) => {
        const s = requestSpan({ start, end_date: addDays(start, span), repeat: { weekdays: w } });
        if (!s.work_dates?.length) return;
        const again = requestSpan({ start: s.start_date, end_date: s.end_date, repeat: { weekdays: weekdaysOf(s.work_dates) } });
        expect(again).toEqual(s);
      }),
    );
  });

  it('without a repeat the range stays as sent, however long or open-ended (a period of work, not dates)', () => {
    expect(requestSpan({ start: '2030-01-01', end_date: '2031-06-30' })).toEqual({
      start_date: '2030-01-01',
      end_date: '2031-06-30',
      work_dates: null,
    });
    expect(spanIssue({ start: '2030-01-01', end_date: '2031-06-30' })).toBeNull();
    expect(spanIssue({ start: '2030-01-02', end_date: '2030-01-01' })).toEqual({ path: 'end_date', message: 'validation.endBeforeStart' });
  });
});

describe('calendarFromForm (a plain form has no nested fields)', () => {
  it('reads weekday boxes and a count into repeat, a blank end into none', () => {
    expect(calendarFromForm({ a: 'x', end_date: '', repeat_3: '1', repeat_1: 'on', repeat_count: '4' })).toEqual({
      a: 'x',
      end_date: undefined,
      repeat: { weekdays: [1, 3], count: 4 },
    });
    expect(calendarFromForm({ end_date: '2030-01-09', repeat_count: '' })).toEqual({ end_date: '2030-01-09', repeat: undefined });
  });

  it('leaves a JSON repeat as sent', () => {
    const repeat = { weekdays: [5] };
    expect(calendarFromForm({ repeat }).repeat).toBe(repeat);
  });

  it('a bad count from the form is an issue on repeat, the field the form can mark', () => {
    const body = {
      company_name: 'A',
      contact_name: 'B',
      email: 'b@example.test',
      headcount: '1',
      start_date: '2031-01-06',
      location: 'Here',
      position: 'Packer',
      repeat_1: '1',
      repeat_count: '61',
    };
    const parsed = placementRequestBody.safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['repeat', 'validation.tooManyDates'],
    ]);
    expect(placementRequestBody.safeParse({ ...body, repeat_count: '3' }).success).toBe(true);
  });
});
