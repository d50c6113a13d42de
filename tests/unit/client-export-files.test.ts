import fc from 'fast-check';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { reportCsv } from '@/lib/custom-reports/csv';
import { reportReading } from '@/lib/custom-reports/reading';
import type { ReportDefinition } from '@/lib/custom-reports/types';
import type { ReportRow } from '@/lib/custom-reports/schema';
import { condensedPdf, DEFAULT_COLUMNS, fromArray, pdfWordsIn, timesheetsCsv } from '@/lib/timesheets/export';
import { clientColumns, clientFields, clientReading } from '@/lib/timesheets/export/client';
import type { TimesheetRow } from '@/lib/timesheets/schema';
import { parseCsv } from '../support/csv';

/**
 * Issue 22 items 2, 9 and 13: a client's files read in her language, on her clock for instants not tied to a
 * site, with the tenant's words for a renamed label, and without the agency's columns; the PDF's rows add up
 * to the total it prints.
 */

const row = (i: number, over: Partial<TimesheetRow> = {}): TimesheetRow => ({
  _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  user_id: '00000000-0000-4000-8000-000000000001',
  worker_name: `Worker ${String(i).padStart(3, '0')}`,
  location_id: '00000000-0000-4000-8000-000000000002',
  location_name: 'Main Street Warehouse',
  company_id: '00000000-0000-4000-8000-000000000003',
  company_name: 'Acme Logistics',
  placement_id: null,
  position: 'Picker',
  week_start: '2026-11-30',
  week_end: '2026-12-06',
  status: 'approved',
  regular_hours: 40,
  overtime_hours: 2.5,
  double_time_hours: 0,
  total_hours: 42.5,
  bill_rate: 30,
  pay_rate: null,
  bill_total: 1312.5,
  pay_total: null,
  margin: null,
  bill_amounts: null,
  pay_amounts: null,
  rules_version: null,
  overtime_law: 'company',
  invoiced_client: false,
  invoiced_vendor: true,
  locked: true,
  archived_at: null,
  payroll_exported_at: '2026-12-07T15:00:00.000Z',
  payroll_batch: null,
  comment: null,
  manager: null,
  submitted_at: '2026-12-07T02:39:00.000Z',
  approved_at: '2026-12-07T14:39:00.000Z',
  updated_at: '2026-12-07T14:39:00.000Z',
  ...over,
});

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

async function pdfText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await new Response(stream).arrayBuffer()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe("a client's timesheet CSV", () => {
  it('heads and words its columns in her language, names a renamed label, and reads instants on her clock', async () => {
    const reading = await clientReading('de', 'America/New_York', { placement: { singular: 'Einsatz', plural: 'Einsätze' } });
    expect(reading.header('worker_name')).toBe('Mitarbeiter');
    expect(reading.header('placement_id')).toBe('Einsatz-ID');
    expect(reading.cell('status', 'submitted')).toBe('Eingereicht');
    // 14:39 UTC is 09:39 in New York, the zone named; a Tokyo reader reads the same instant as 23:39 GMT+9.
    expect(reading.cell('approved_at', '2026-12-07T14:39:00.000Z')).toBe('7. Dez. 2026, 09:39 GMT-5');
    const tokyo = await clientReading('de', 'Asia/Tokyo');
    expect(tokyo.cell('approved_at', '2026-12-07T14:39:00.000Z')).toBe('7. Dez. 2026, 23:39 GMT+9');
    expect(tokyo.header('placement_id')).toBe('Vermittlung-ID');
    // Days of the site's week and figures are left as they are.
    expect(reading.cell('week_start', '2026-11-30')).toBe('2026-11-30');
    expect(reading.cell('total_hours', 42.5)).toBe(42.5);
  });

  it('the custom export with instants: header and cells from the one reading', async () => {
    const reading = await clientReading('en', 'America/New_York');
    const columns = DEFAULT_COLUMNS.filter((c) => ['worker_name', 'status'].includes(c.key));
    const [header, line] = parseCsv(await text(timesheetsCsv(fromArray([row(1)]), clientColumns(columns, reading))));
    expect(header).toEqual(['Worker', 'Status']);
    expect(line).toEqual(['Worker 001', 'Approved']);
  });

  it('a saved timesheets report reads as her timesheet file, without the agency columns', async () => {
    const def: ReportDefinition = {
      source: 'timesheets',
      fields: clientFields(['_id', 'worker_name', 'status', 'locked', 'approved_at', 'user_id', 'total_hours', 'payroll_exported_at']),
      filters: {},
    };
    expect(def.fields).toEqual(['worker_name', 'status', 'approved_at', 'total_hours']);
    const rows: ReportRow[] = [{ worker_name: 'Ann Lee', status: 'approved', approved_at: '2026-12-07T14:39:00.000Z', total_hours: 23.48 }];
    const reading = await clientReading('fr', 'Europe/Paris');
    const records = parseCsv(await text(reportCsv(fromArray(rows), def, undefined, reading)));
    expect(records).toEqual([
      ['Intérimaire', 'Statut', 'Approuvée le', 'Total des heures'],
      ['Ann Lee', 'Approuvée', '7 déc. 2026, 15:39 UTC+1', '23.48'],
    ]);
  });
});

describe('the condensed PDF in its reader’s words', () => {
  it('a German reader in New York: headers, statuses, figures and the generated line, its zone named', async () => {
    const words = await pdfWordsIn('de', 'America/New_York');
    const shown = await pdfText(
      condensedPdf(fromArray([row(1)]), { companyName: 'Acme', generatedAt: new Date('2026-12-07T14:39:00Z'), words }),
    );
    for (const word of ['Stundenzettel', 'Mitarbeiter', 'Standort', 'Rechnungsbetrag', 'Seite 1', 'Genehmigt', 'Summe: 1 Stundenzettel'])
      expect(shown).toContain(word);
    expect(shown).toContain('Erstellt am 7. Dez. 2026, 09:39 GMT-5');
    expect(shown).toMatch(/Genehmigt\s+40,00\s+2,50\s+42,50\s+1\.312,50/);
    expect(shown).not.toMatch(/UTC|Bill total|Approved|Generated/);
  });

  it('a language Helvetica cannot draw falls back to English words, never to question marks', async () => {
    const words = await pdfWordsIn('zh', 'Asia/Tokyo');
    const shown = await pdfText(
      condensedPdf(fromArray([row(1)]), { companyName: 'Acme', generatedAt: new Date('2026-12-07T14:39:00Z'), words }),
    );
    expect(shown).toContain('Generated Dec 7, 2026, 11:39 PM GMT+9');
    expect(shown).toContain('Total: 1 timesheet');
    expect(shown).toContain('Approved');
    expect(shown).not.toContain('?');
  });

  // What the file shows per timesheet sums exactly to the total line it prints (issue 22 item 1).
  it('the printed rows sum to the printed total, whatever the figures', async () => {
    const words = await pdfWordsIn('en', 'UTC');
    const thousandths = fc.integer({ min: 0, max: 90_000 }).map((n) => n / 1000);
    const figures = fc.record({
      regular_hours: thousandths,
      overtime_hours: thousandths,
      total_hours: thousandths,
      bill_total: thousandths,
    });
    const cents = (s: string) => Math.round(Number(s.replace(/,/g, '')) * 100);
    await fc.assert(
      fc.asyncProperty(fc.array(figures, { minLength: 1, maxLength: 12 }), async (list) => {
        const shown = await pdfText(
          condensedPdf(fromArray(list.map((f, i) => row(i, f))), { companyName: 'Acme', generatedAt: new Date(0), words }),
        );
        const numbers = (line: string) => (line.match(/[\d,]+\.\d\d/g) ?? []).slice(-4).map(cents);
        const lines = shown.split('\n');
        const rows = lines.filter((l) => l.includes('2026-11-30 – 2026-12-06')).map(numbers);
        const total = numbers(lines.find((l) => l.startsWith('Total:')) ?? '');
        expect(rows).toHaveLength(list.length);
        expect(total).toEqual([0, 1, 2, 3].map((k) => rows.reduce((sum, r) => sum + r[k]!, 0)));
      }),
      { numRuns: 8 },
    );
  });
});

describe('a saved report downloaded from the Reports screen', () => {
  it("names the tenant's placement word, words statuses and reads instants on the downloader's clock", async () => {
    const booking = { placement: { singular: 'Booking', plural: 'Bookings' } };
    const reading = await reportReading({ source: 'placements' }, 'en', 'America/New_York', booking, (name) => name);
    expect(reading.header('_id')).toBe('Booking ID');
    expect(reading.header('candidate_name')).toBe('Candidate');
    expect(reading.cell('status', 'ended')).toBe('Ended');
    expect(reading.cell('created_at', '2026-12-07T14:39:00.000Z')).toBe('Dec 7, 2026, 9:39 AM EST');
    expect(reading.cell('start_date', '2026-12-07')).toBe('2026-12-07');
    // A configurable status goes through the seeded-name translator; unrenamed labels use the catalogue's word.
    const applications = await reportReading({ source: 'applications' }, 'de', 'UTC', {}, (name) => `«${name}»`);
    expect(applications.cell('status', 'Interview')).toBe('«Interview»');
    expect((await reportReading({ source: 'placements' }, 'de', 'UTC', {}, (n) => n)).header('_id')).toBe('Vermittlung-ID');
  });
});
