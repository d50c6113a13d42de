import { describe, expect, it } from 'vitest';
import { isDay } from '@/lib/schema-kit/days';
import {
  addDays,
  deltaPercent,
  granularityOf,
  matchingPreset,
  periodDays,
  periodProblem,
  presetPeriod,
  previousPeriod,
} from '@/lib/activity-report/period';
import { exportQuery, reportQuery } from '@/lib/activity-report/schema';

describe('activity report periods', () => {
  it('knows real days', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-13-01')).toBe(false);
    expect(isDay('2025-1-01')).toBe(false);
  });

  it('counts days with both ends included, across month and leap-year ends', () => {
    expect(periodDays({ from: '2025-03-01', to: '2025-03-01' })).toBe(1);
    expect(periodDays({ from: '2024-02-28', to: '2024-03-01' })).toBe(3);
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('allows up to 366 days and no backwards range', () => {
    expect(periodProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull(); // 366 days in a leap year
    expect(periodProblem({ from: '2024-01-01', to: '2025-01-01' })).toBe('tooLong');
    expect(periodProblem({ from: '2024-01-02', to: '2024-01-01' })).toBe('order');
  });

  it('buckets by day up to 62 days, by week beyond', () => {
    expect(granularityOf({ from: '2025-01-01', to: '2025-03-03' })).toBe('day'); // 62 days
    expect(granularityOf({ from: '2025-01-01', to: '2025-03-04' })).toBe('week');
  });

  it('compares with the same number of days just before', () => {
    expect(previousPeriod({ from: '2025-03-01', to: '2025-03-31' })).toEqual({ from: '2025-01-29', to: '2025-02-28' });
    expect(previousPeriod({ from: '2025-03-10', to: '2025-03-10' })).toEqual({ from: '2025-03-09', to: '2025-03-09' });
  });

  it('turns presets into days ending today, and recognises them back', () => {
    expect(presetPeriod('last7', '2025-03-10')).toEqual({ from: '2025-03-04', to: '2025-03-10' });
    expect(presetPeriod('last30', '2025-03-10')).toEqual({ from: '2025-02-09', to: '2025-03-10' });
    expect(presetPeriod('last90', '2025-03-10')).toEqual({ from: '2024-12-11', to: '2025-03-10' });
    expect(presetPeriod('thisMonth', '2025-03-10')).toEqual({ from: '2025-03-01', to: '2025-03-10' });
    expect(matchingPreset({ from: '2025-03-04', to: '2025-03-10' }, '2025-03-10')).toBe('last7');
    expect(matchingPreset({ from: '2025-03-05', to: '2025-03-10' }, '2025-03-10')).toBeNull();
  });

  it('gives a rounded change, or null when there was nothing before', () => {
    expect(deltaPercent(112, 100)).toBe(12);
    expect(deltaPercent(50, 200)).toBe(-75);
    expect(deltaPercent(5, 0)).toBeNull();
    expect(deltaPercent(0, 0)).toBeNull();
  });
});

describe('activity report query schemas', () => {
  const ok = { from: '2025-03-01', to: '2025-03-31' };
  const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

  it('accepts a period with optional filters, empty ids meaning none', () => {
    expect(reportQuery.parse({ ...ok, company_id: '' })).toEqual({ ...ok, company_id: undefined, user_id: undefined });
    expect(exportQuery.parse(ok).kind).toBe('series');
  });

  it('explains what is wrong', () => {
    expect(message(reportQuery.safeParse({ from: '2025-03-31', to: '2025-03-01' }))).toBe('validation.periodOrder');
    expect(message(reportQuery.safeParse({ from: '2024-01-01', to: '2025-01-01' }))).toBe('validation.periodTooLong');
    expect(message(reportQuery.safeParse({ from: '2025-02-30', to: '2025-03-01' }))).toBe('from must be a date (yyyy-MM-dd)');
    expect(message(reportQuery.safeParse({ to: '2025-03-01' }))).toBe('from is required (yyyy-MM-dd)');
    expect(message(reportQuery.safeParse({ ...ok, user_id: 'me' }))).toBe('user_id must be an id');
    expect(message(exportQuery.safeParse({ ...ok, kind: 'pdf' }))).toMatch(/^kind must be one of series, users, companies/);
  });
});
