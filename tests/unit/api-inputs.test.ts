import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadReportQuery } from '@/components/activity-report/url-state';
import { loadApplicationsQuery } from '@/components/applications/query';
import { toInstant } from '@/components/timesheets/edit/edit-values';
import { baseParams } from '@/components/timesheets/url-state';
import { loadBoardQuery } from '@/components/shifts/url-state';
import { loadWhosWorkingQuery } from '@/components/whos-working/url-state';
import { isDay, isInstant } from '@/lib/schema-kit/days';
import { englishErrors } from '@/lib/errors';
import { boundedRecord, day, dayOrNone, instant } from '@/lib/schema-kit/inputs';
import { describeZodIssues } from '@/lib/i18n/zod-messages';
import { listLoader } from '@/lib/url-state/params';
import { weekFrom } from '@/lib/shifts-board/days';

const IMPOSSIBLE_DAYS = [
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-00-10',
  '2024-01-00',
  '0000-01-01',
  '1899-12-31',
  '3000-01-01',
  '9999-12-31',
  '24-01-01',
  '2024-1-01',
  ' 2024-01-01',
  '',
];

describe('isDay: a real yyyy-MM-dd in 1900–2999', () => {
  it('takes real days, leap days and both ends of the year range', () => {
    for (const d of ['2024-02-29', '2025-12-31', '1900-01-01', '2999-12-31']) expect(isDay(d), d).toBe(true);
  });

  it('refuses days that do not exist (Date.parse would roll them over), year 0 and years out of range', () => {
    for (const d of IMPOSSIBLE_DAYS) expect(isDay(d), d).toBe(false);
  });
});

describe('isInstant: an ISO date-time with a real offset', () => {
  it('takes Z and offsets up to 14 hours, with or without fractions', () => {
    for (const v of [
      '2025-01-06T09:00:00Z',
      '2025-01-06T09:00:00.123Z',
      '2025-01-06T09:00:00+14:00',
      '2025-01-06T09:00:00-09:30',
      '2025-01-06T09:00:00.123456789+01:00',
    ]) {
      expect(isInstant(v), v).toBe(true);
    }
  });

  it('refuses impossible days, year 0, offsets PostgreSQL refuses, and what is not an instant', () => {
    for (const v of [
      '2024-02-30T10:00:00Z',
      '0000-01-01T00:00:00Z',
      '2025-01-06T10:00:00-23:59',
      '2025-01-06T10:00:00+15:30',
      '2025-01-06T24:00:00Z',
      '2025-01-06T10:00Z',
      '2025-01-06 10:00:00Z',
      '2025-01-06T10:00:00',
      '2025-01-06T10:00:00.1234567891Z',
      `2025-01-06T10:00:00Z${' '.repeat(100)}`,
    ]) {
      expect(isInstant(v), v).toBe(false);
    }
  });
});

describe('the shared zod inputs', () => {
  it('day(): 400-able messages, the missing one told apart', () => {
    const schema = z.object({ from: day('from must be a date', 'from is required') });
    expect(schema.safeParse({ from: '2024-02-29' }).success).toBe(true);
    for (const d of IMPOSSIBLE_DAYS) expect(schema.safeParse({ from: d }).error?.issues[0]!.message, d).toBe('from must be a date');
    expect(schema.safeParse({}).error?.issues[0]!.message).toBe('from is required');
    expect(schema.safeParse({ from: 20240229 }).error?.issues[0]!.message).toBe('from must be a date');
  });

  it('dayOrNone(): blank, null and absent are null; anything else must be a real day', () => {
    const schema = z.object({ due: dayOrNone('due must be a date') });
    expect(schema.parse({ due: '' }).due).toBeNull();
    expect(schema.parse({ due: null }).due).toBeNull();
    expect(schema.parse({}).due).toBeNull();
    expect(schema.parse({ due: '2025-03-01' }).due).toBe('2025-03-01');
    expect(schema.safeParse({ due: '2025-02-30' }).error?.issues[0]!.message).toBe('due must be a date');
  });

  it('instant(): the same rules as isInstant, with a bounded length', () => {
    const schema = instant('at must be an instant');
    expect(schema.safeParse('2025-01-06T09:00:00Z').success).toBe(true);
    expect(schema.safeParse('0000-01-01T00:00:00Z').error?.issues[0]!.message).toBe('at must be an instant');
    expect(schema.safeParse('x'.repeat(1_000_000)).success).toBe(false);
  });

  it('boundedRecord(): at most maxKeys entries, and a message when it is not an object', () => {
    const schema = boundedRecord(z.string().max(10), z.number(), 3, 'scores');
    expect(schema.safeParse({ a: 1, b: 2, c: 3 }).success).toBe(true);
    // The limit is said per reader (lib/i18n/zod-messages), naming the field the record sits in.
    const tooMany = z.object({ scores: schema }).safeParse({ scores: { a: 1, b: 2, c: 3, d: 4 } }).error?.issues ?? [];
    expect(describeZodIssues(tooMany, englishErrors).errors).toEqual({ scores: 'scores may hold at most 3 entries' });
    expect(schema.safeParse('nope').error?.issues[0]!.message).toBe('scores must be an object');
  });
});

describe('screens read dates from the URL and fall back, never throw', () => {
  const url = (q: string) => new URLSearchParams(q);

  it('list readers drop an impossible day', () => {
    for (const d of IMPOSSIBLE_DAYS) {
      expect(listLoader(baseParams)(url(`from=${encodeURIComponent(d)}&to=2025-01-01`)), d).toMatchObject({ from: '', to: '2025-01-01' });
      expect(loadApplicationsQuery(url(`to=${encodeURIComponent(d)}`)).to, d).toBe('');
    }
  });

  it("who's working, the shifts board and the activity report keep their defaults", () => {
    expect(loadWhosWorkingQuery({ history: 'true', from: '2024-02-30', to: '0000-01-01' })).toMatchObject({
      history: true,
      from: '',
      to: '',
    });
    expect(loadBoardQuery(url('week=2024-02-30&view=grid&status=late'))).toMatchObject({ week: '', view: '', status: 'all' });
    expect(weekFrom('0000-01-01', '2025-06-12')).toBe('2025-06-09');
    expect(weekFrom('2024-13-01', '2025-06-12')).toBe('2025-06-09');
    expect(loadReportQuery(url('from=2024-02-30&to=9999-12-31'))).toMatchObject({ from: '', to: '' });
  });

  it('the timecard editor does not turn year 0 into 1900 or roll a day over', () => {
    expect(toInstant('0000-01-01', '08:00')).toBeNull();
    expect(toInstant('2024-02-30', '08:00')).toBeNull();
    expect(toInstant('2024-02-29', '08:00')?.getDate()).toBe(29);
  });
});
