import { describe, expect, it } from 'vitest';
import { reportCsv } from '@/lib/custom-reports/csv';
import type { ReportDefinition } from '@/lib/custom-reports/types';
import type { ReportRow } from '@/lib/custom-reports/schema';
import { fromArray, reportFilename } from '@/lib/timesheets/export';
import { parseCsv } from '../support/csv';

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('custom report files', () => {
  it('are named {company}-{report-name-slug}-{timestamp}.csv in UTC', () => {
    const at = new Date('2026-03-04T05:06:07Z');
    expect(reportFilename('acme', 'Approved hours — Q1 (Café)', at)).toBe('acme-approved-hours-q1-cafe-20260304-050607.csv');
    expect(reportFilename('acme', '周报', at)).toBe('acme-report-20260304-050607.csv');
  });

  it('write the header from the catalogue and quote every cell a spreadsheet would evaluate', async () => {
    const def: ReportDefinition = { source: 'candidates', fields: ['first_name', 'applications_count', 'email'], filters: {} };
    const rows: ReportRow[] = [
      { first_name: '=HYPERLINK("http://x")', applications_count: -2, email: '@evil' },
      { first_name: 'Ann', applications_count: 0, email: null },
    ];
    const records = parseCsv(await read(reportCsv(fromArray(rows), def)));
    expect(records).toEqual([
      ['First Name', 'Applications', 'Email'],
      [`'=HYPERLINK("http://x")`, '-2', "'@evil"],
      ['Ann', '0', ''],
    ]);
  });
});
