import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { condensedPdf, fromArray, pdfWordsIn, type CondensedPdfMeta } from '@/lib/timesheets/export';
import type { TimesheetRow } from '@/lib/timesheets/schema';
import { atLeast } from '@/tests/support/present';

const row = (i: number, over: Partial<TimesheetRow> = {}): TimesheetRow => ({
  _id: `ts-${i}`,
  user_id: `w-${i}`,
  worker_name: `Worker ${String(i).padStart(3, '0')}`,
  location_id: 'loc-1',
  location_name: 'Main Street Warehouse',
  company_id: 'acme',
  company_name: 'Acme Logistics',
  placement_id: null,
  position: 'Picker',
  week_start: '2026-11-16',
  week_end: '2026-11-22',
  status: 'approved',
  regular_hours: 40,
  overtime_hours: 2.5,
  double_time_hours: 0,
  total_hours: 42.5,
  bill_rate: 30,
  pay_rate: 20,
  bill_total: 1312.5,
  pay_total: 875,
  margin: 437.5,
  bill_amounts: { regular: 1200, overtime: 112.5, doubleTime: 0, total: 1312.5 },
  pay_amounts: { regular: 800, overtime: 75, doubleTime: 0, total: 875 },
  rules_version: null,
  overtime_law: 'company',
  invoiced_client: false,
  invoiced_vendor: false,
  locked: false,
  archived_at: null,
  payroll_exported_at: null,
  payroll_batch: null,
  comment: null,
  manager: null,
  submitted_at: null,
  approved_at: null,
  updated_at: '2026-11-24T10:00:00.000Z',
  ...over,
});

let META: CondensedPdfMeta;
beforeAll(async () => {
  META = {
    companyName: 'Acme Staffing',
    title: 'Timesheets (condensed)',
    generatedAt: new Date('2026-11-21T09:05:03Z'),
    words: await pdfWordsIn('en', 'UTC'),
    filterSummary: 'Status: approved · Location: all · Weeks 2026-11-02 to 2026-11-22',
  };
});

const bytes = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

async function pdfText(data: Uint8Array) {
  const parser = new PDFParse({ data });
  try {
    return await parser.getText();
  } finally {
    await parser.destroy();
  }
}

async function pageSizes(data: Uint8Array) {
  const parser = new PDFParse({ data });
  try {
    const info = await parser.getInfo({ parsePageInfo: true });
    return info.pages.map((p) => [Math.round(p.width), Math.round(p.height)]);
  } finally {
    await parser.destroy();
  }
}

describe('condensedPdf', () => {
  it('lays 120 timesheets over 4 landscape pages with headers, page numbers and totals', async () => {
    const data = await bytes(condensedPdf(fromArray(Array.from({ length: 120 }, (_, i) => row(i))), META));
    expect(new TextDecoder().decode(data.slice(0, 5))).toBe('%PDF-');

    // Landscape Letter: 11 × 8.5 in at 72 pt per inch. (pdf.js takes the data, so give it a copy.)
    expect(await pageSizes(data.slice())).toEqual(Array.from({ length: 4 }, () => [792, 612]));

    const result = await pdfText(data);
    // 34 rows fit under the title block on page 1 and 38 on each later page: 34 + 38 + 38 + 10.
    expect(result.total).toBe(4);
    result.pages.forEach((page, i) => {
      expect(page.text).toContain('Worker');
      expect(page.text).toContain('Bill total');
      expect(page.text).toContain(`Page ${i + 1}`);
    });
    expect(result.text).not.toContain('Page 5');

    const [first, , , last] = atLeast(result.pages, 4);
    expect(first.text).toContain('Acme Staffing');
    expect(first.text).toContain('Timesheets (condensed)');
    expect(first.text).toContain('Generated Nov 21, 2026, 9:05 AM UTC');
    expect(first.text).toContain('Status: approved · Location: all');
    expect(first.text).toContain('Worker 000');
    expect(first.text).toContain('Worker 033');
    expect(first.text).not.toContain('Worker 034');
    expect(result.pages[1]!.text).toContain('Acme Staffing – Timesheets (condensed)');
    expect(result.pages[1]!.text).toContain('Worker 034');
    expect(last.text).toContain('Worker 119');
    expect(first.text).toMatch(/2026-11-16 – 2026-11-22\s+Approved\s+40\.00\s+2\.50\s+42\.50\s+1,312\.50/);
    // 120 × 40 = 4,800 regular, 120 × 2.5 = 300 overtime, 120 × 42.5 = 5,100 hours, 120 × 1,312.50 billed.
    expect(last.text).toMatch(/Total: 120 timesheets\s+4,800\.00\s+300\.00\s+5,100\.00\s+157,500\.00/);
  });

  it('totals in cents, without float drift', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => row(i, { regular_hours: 0.1, overtime_hours: 0, total_hours: 0.1, bill_total: 0.1 }));
    const { text } = await pdfText(await bytes(condensedPdf(fromArray(rows), META)));
    expect(text).toMatch(/Total: 10 timesheets\s+1\.00\s+0\.00\s+1\.00\s+1\.00/);
  });

  it('makes a one-page file that says so when nothing matches', async () => {
    const result = await pdfText(await bytes(condensedPdf(fromArray([]), { ...META, filterSummary: undefined })));
    expect(result.total).toBe(1);
    expect(result.text).toContain('No timesheets match this export.');
    expect(result.text).toMatch(/Total: 0 timesheets\s+0\.00\s+0\.00\s+0\.00\s+0\.00/);
  });

  it('shortens text that would overflow its column and draws names outside WinAnsi as best it can', async () => {
    const long = `Maximilian ${'Alexander '.repeat(20)}End`;
    const rows = [
      row(1, { worker_name: long, location_name: 'Line one\nLine two' }),
      row(2, { worker_name: 'Łucja Kowalska 東京' }),
      row(3, { worker_name: 'Zoë Ångström' }),
    ];
    const { text } = await pdfText(await bytes(condensedPdf(fromArray(rows), META)));
    expect(text).toContain('Maximilian Alexander');
    expect(text).toContain('…');
    expect(text).not.toContain('End');
    expect(text).toContain('Line one Line two');
    expect(text).toContain('?ucja Kowalska ??');
    expect(text).toContain('Zoë Ångström');
  });

  it('gives the same bytes for the same export', async () => {
    const make = () => bytes(condensedPdf(fromArray([row(1), row(2)]), META));
    expect(Buffer.from(await make()).equals(Buffer.from(await make()))).toBe(true);
  });

  it('streams: the file starts before any row is read, and rows are pulled about a page at a time', async () => {
    let yielded = 0;
    let closed = false;
    async function* rows(): AsyncGenerator<TimesheetRow> {
      try {
        for (let i = 0; i < 10_000; i++) {
          yielded++;
          yield row(i);
        }
      } finally {
        closed = true;
      }
    }
    const reader = condensedPdf(rows(), META).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value?.slice(0, 5))).toBe('%PDF-');
    expect(yielded).toBe(0);

    await reader.read(); // page 1 is written out when the 35th row opens page 2
    expect(yielded).toBe(35);
    await reader.cancel();
    expect(closed).toBe(true);
  });

  it('errors the stream when the source fails', async () => {
    async function* failing(): AsyncGenerator<TimesheetRow> {
      yield row(1);
      throw new Error('database went away');
    }
    await expect(bytes(condensedPdf(failing(), META))).rejects.toThrow('database went away');
  });
});
