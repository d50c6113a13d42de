import { describe, expect, it } from 'vitest';
import { draftProblem, loadReportQuery, periodOf, periodPatch, presetPatch, reportQuery } from '@/components/activity-report/url-state';

const params = (q: string) => loadReportQuery(new URLSearchParams(q));
const ID = '0b6f3a0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('activity report URL state', () => {
  it('defaults to the last 30 days and ignores malformed values', () => {
    const s = params('period=forever&from=2025-02-30&company=x&user=1');
    expect(s).toEqual({ period: 'last30', from: '', to: '', company: '', user: '' });
    expect(periodOf(s, '2025-03-10')).toEqual({ from: '2025-02-09', to: '2025-03-10' });
  });

  it('prefers fixed days over the preset, and keeps valid filters', () => {
    const s = params(`period=last7&from=2025-01-01&to=2025-01-31&company=${ID.toUpperCase()}&user=${ID}`);
    expect(periodOf(s, '2025-03-10')).toEqual({ from: '2025-01-01', to: '2025-01-31' });
    expect(reportQuery(periodOf(s, '2025-03-10'), s)).toEqual({ from: '2025-01-01', to: '2025-01-31', company_id: ID, user_id: ID });
    expect(reportQuery(periodOf(s, '2025-03-10'), { company: '', user: '' })).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
      company_id: undefined,
      user_id: undefined,
    });
  });

  it('writes presets as relative and dates as fixed, clearing the other', () => {
    expect(presetPatch('last7')).toEqual({ period: 'last7', from: null, to: null });
    expect(presetPatch('last30')).toEqual({ period: null, from: null, to: null });
    expect(periodPatch({ from: '2025-01-01', to: '2025-01-02' })).toEqual({ period: null, from: '2025-01-01', to: '2025-01-02' });
  });

  it('treats a half-typed date as missing, not as a bad range', () => {
    expect(draftProblem({ from: '', to: '2025-01-02' })).toBe('required');
    expect(draftProblem({ from: '2025-01-03', to: '2025-01-02' })).toBe('order');
    expect(draftProblem({ from: '2025-01-01', to: '2025-01-02' })).toBeNull();
  });
});
