import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elapsedDays } from '@/lib/overview/queries';
import { addDays } from '@/lib/pay-rules/zone';

describe('days of a week begun by today', () => {
  it('counts today: Monday is 1, Sunday 7; a past week 7, a future one 0', () => {
    expect(elapsedDays('2026-12-07', '2026-12-07')).toBe(1);
    expect(elapsedDays('2026-12-07', '2026-12-13')).toBe(7);
    expect(elapsedDays('2026-11-30', '2026-12-07')).toBe(7);
    expect(elapsedDays('2026-12-14', '2026-12-07')).toBe(0);
    expect(elapsedDays('2026-10-26', '2026-10-29')).toBe(4); // across a DST change in Europe and the US
  });

  it('is the day offset plus one, held to 0..7', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: -30, max: 30 }), (n, offset) => {
        const week = addDays('2020-01-06', n);
        expect(elapsedDays(week, addDays(week, offset))).toBe(Math.min(7, Math.max(0, offset + 1)));
      }),
    );
  });
});
