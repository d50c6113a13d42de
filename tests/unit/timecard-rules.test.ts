import { describe, expect, it } from 'vitest';
import { englishErrors } from '@/lib/errors';
import { renderError } from '@/lib/i18n/error-text';
import { cardHours, timecardProblems as problemsOf } from '@/lib/timesheets/timecard-rules';

/** Each card's problem as an English reader sees it. */
const timecardProblems = (...args: Parameters<typeof problemsOf>) =>
  Object.fromEntries(Object.entries(problemsOf(...args)).map(([k, v]) => [k, renderError(v, englishErrors)]));

const week = { start: new Date('2026-11-16T00:00:00Z'), end: new Date('2026-11-23T00:00:00Z') };
const card = (inAt: string, outAt: string, brk = 30) => ({ clock_in: inAt, clock_out: outAt, break_minutes: brk });

describe('timecard rules', () => {
  it('accepts ordinary days', () => {
    expect(
      timecardProblems([card('2026-11-16T08:00:00Z', '2026-11-16T16:30:00Z'), card('2026-11-17T08:00:00Z', '2026-11-17T16:00:00Z')], week),
    ).toEqual({});
  });

  it('refuses out before in, over 24 hours, a break as long as the card, and a day outside the week', () => {
    expect(timecardProblems([card('2026-11-16T10:00:00Z', '2026-11-16T09:00:00Z')], week)).toEqual({
      'timecards.0': 'clock-out must be after clock-in',
    });
    expect(timecardProblems([card('2026-11-16T00:00:00Z', '2026-11-17T01:00:00Z')], week)['timecards.0']).toMatch(/24 hours/);
    expect(timecardProblems([card('2026-11-16T08:00:00Z', '2026-11-16T09:00:00Z', 60)], week)['timecards.0']).toMatch(/break/);
    expect(timecardProblems([card('2026-11-24T08:00:00Z', '2026-11-24T09:00:00Z', 0)], week)['timecards.0']).toMatch(/week/);
  });

  it('finds overlaps whatever the order', () => {
    const problems = timecardProblems(
      [card('2026-11-16T12:00:00Z', '2026-11-16T18:00:00Z'), card('2026-11-16T08:00:00Z', '2026-11-16T12:30:00Z')],
      week,
    );
    expect(problems).toEqual({ 'timecards.0': 'timecards overlap' });
  });

  it("computes a card's net hours (the timesheet totals come from lib/pay-rules)", () => {
    expect(cardHours(card('2026-11-16T08:00:00Z', '2026-11-16T16:30:00Z'))).toBe(8);
    expect(cardHours({ clock_in: '2026-11-16T08:00:00Z', clock_out: null, break_minutes: 0 })).toBeNull();
  });
});
