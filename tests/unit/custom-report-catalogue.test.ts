import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { englishErrors } from '@/lib/errors';
import { zodIssueText } from '@/lib/i18n/zod-messages';
import { reportDefinition, reportInput } from '@/lib/custom-reports/schema';
import { REPORT_SOURCES, SOURCES } from '@/lib/custom-reports/sources';
import { SQL_SOURCES } from '@/lib/custom-reports/sql-sources';
import { CUSTOM_FIELD_KEYS } from '@/lib/timesheets/export';
import en from '@/messages/customReports/en.json';

const UUID = '7b0c7a8e-4a6e-4c35-9f1e-2d7c3b1a9e10';
/** Each issue as `path: text`; a rule said by a catalogue key reads as the API words it in English. */
const issues = (value: unknown) => {
  const parsed = reportInput.safeParse(value);
  const text = (i: z.core.$ZodIssue) => (i.message.startsWith('validation.') ? zodIssueText(i, englishErrors) : i.message);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${text(i)}`);
};

describe('custom report catalogue', () => {
  it('has SQL, a CSV header and a label for every field of every source, and nothing more', () => {
    const labels = (en as { fields: Record<string, string> }).fields;
    for (const source of REPORT_SOURCES) {
      const keys = SOURCES[source].fields.map((f) => f.key).sort();
      expect(Object.keys(SQL_SOURCES[source].fields).sort(), source).toEqual(keys);
      expect(Object.keys(SQL_SOURCES[source].headers).sort(), source).toEqual(keys);
      for (const f of SOURCES[source].fields) expect(labels[f.label], `${source}.${f.key}`).toBeTruthy();
      expect(labels[SOURCES[source].filters.date], source).toBeTruthy();
      for (const d of SOURCES[source].defaultFields) expect(keys).toContain(d);
    }
  });

  it('timesheets offers exactly the keys export/custom accepts, so a saved report drives it', () => {
    expect(SOURCES.timesheets.fields.map((f) => f.key).sort()).toEqual([...CUSTOM_FIELD_KEYS].sort());
    expect(Object.values(SQL_SOURCES.timesheets.headers).every((h) => typeof h === 'string' && h.length > 0)).toBe(true);
  });
});

describe('report input', () => {
  const ok = { name: 'Approved hours', source: 'timesheets', fields: ['worker_name', 'total_hours'], filters: { status: 'approved' } };

  it('accepts a valid report and drops blank filters', () => {
    const parsed = reportInput.parse({ ...ok, filters: { status: 'approved', date_from: '', company_id: null } });
    expect(parsed.filters).toEqual({ status: 'approved' });
    expect(reportDefinition.parse({ source: 'candidates', fields: ['email'] }).filters).toEqual({});
  });

  it('refuses unknown sources, fields from another source, repeats, and empty or long lists', () => {
    expect(issues({ ...ok, source: 'users' })[0]).toMatch(/^source: source must be one of/);
    expect(issues({ ...ok, fields: ['worker_name', 'job_title'] })[0]).toMatch(/unknown timesheets field: "job_title"/);
    expect(issues({ ...ok, fields: ['constructor'] })[0]).toMatch(/unknown timesheets field/);
    expect(issues({ ...ok, fields: ['status', 'status'] })[0]).toMatch(/more than once: status/);
    expect(issues({ ...ok, fields: [] })[0]).toMatch(/at least one field/);
    expect(issues({ ...ok, fields: Array.from({ length: 41 }, (_, i) => `f${i}`) })[0]).toMatch(/at most 40/);
  });

  it('checks name and filters against the source', () => {
    expect(issues({ ...ok, name: ' ' })[0]).toMatch(/^name: name is required/);
    expect(issues({ ...ok, name: 'x'.repeat(81) })[0]).toMatch(/at most 80/);
    expect(issues({ ...ok, filters: { status: 'lost' } })[0]).toMatch(/^filters.status: status must be one of pending/);
    expect(issues({ ...ok, filters: { date_from: '2026-02-01', date_to: '2026-01-01' } })[0]).toMatch(
      /date_to must not be before date_from/,
    );
    expect(issues({ ...ok, filters: { date_from: '2026-02-30x' } })[0]).toMatch(/yyyy-MM-dd/);
    expect(issues({ ...ok, filters: { sql: '1=1' } })[0]).toMatch(/unknown filter: sql/);
    expect(issues({ ...ok, filters: { company_id: 'acme' } })[0]).toMatch(/company_id must be an id/);
    expect(issues({ name: 'People', source: 'candidates', fields: ['email'], filters: { company_id: UUID } })[0]).toMatch(
      /candidates reports have no company filter/,
    );
    expect(issues({ name: 'People', source: 'candidates', fields: ['email'], filters: { status: 'Active' } })[0]).toMatch(
      /id of a candidate status/,
    );
    expect(issues({ name: 'People', source: 'candidates', fields: ['email'], filters: { status: UUID } })).toEqual([]);
  });
});
