import { describe, expect, it } from 'vitest';
import { dueWeekStartCutoff, utcToday } from '@/lib/timesheets/deadlines';

describe('timesheet deadlines', () => {
  it('counts N days from the end of the week (7 days after its start)', () => {
    // Week of Monday 2026-03-02 ends at the start of Monday 2026-03-09; 3 days later is Thursday 2026-03-12.
    expect(dueWeekStartCutoff('2026-03-12', 3)).toBe('2026-03-02');
    expect(dueWeekStartCutoff('2026-03-11', 3)).toBe('2026-03-01');
    expect(dueWeekStartCutoff('2026-03-09', 0)).toBe('2026-03-02');
  });

  it('crosses months, years and leap days', () => {
    expect(dueWeekStartCutoff('2024-03-07', 7)).toBe('2024-02-22');
    expect(dueWeekStartCutoff('2027-01-03', 30)).toBe('2026-11-27');
  });

  it('takes the UTC date, and refuses a non-date', () => {
    expect(utcToday(new Date('2026-05-31T23:30:00-05:00'))).toBe('2026-06-01');
    expect(() => dueWeekStartCutoff('31/05/2026', 1)).toThrow(/not a date/);
  });
});
