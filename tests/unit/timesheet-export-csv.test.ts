import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMNS, PAYCHEX_COLUMNS, customColumns, fromArray, paychexCsv, timesheetsCsv } from '@/lib/timesheets/export';
import type { TimesheetRow } from '@/lib/timesheets/schema';
import { parseCsv } from '../support/csv';
import { atLeast } from '@/tests/support/present';

const row = (over: Partial<TimesheetRow> = {}): TimesheetRow => ({
  _id: 'ts-1',
  user_id: 'w-1',
  worker_name: 'Ada Lovelace',
  location_id: 'loc-1',
  location_name: 'Main Street Warehouse',
  company_id: 'acme',
  company_name: 'Acme Logistics',
  placement_id: 'pl-1',
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
  invoiced_client: true,
  invoiced_vendor: false,
  locked: false,
  archived_at: null,
  payroll_exported_at: null,
  payroll_batch: null,
  comment: null,
  manager: 'Grace Hopper',
  submitted_at: '2026-11-23T08:00:00.000Z',
  approved_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  ...over,
});

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

const DEFAULT_HEADER = [
  'Worker',
  'User ID',
  'Company',
  'Location',
  'Position',
  'Week Start',
  'Week End',
  'Status',
  'Regular Hours',
  'Overtime Hours',
  'Total Hours',
  'Bill Rate',
  'Pay Rate',
  'Bill Total',
  'Pay Total',
  'Invoiced Client',
  'Invoiced Vendor',
  'Locked',
  'Payroll Exported At',
  'Comment',
  'Manager',
];

describe('timesheetsCsv', () => {
  it('writes the header, then one record per timesheet in order, CRLF, no BOM', async () => {
    const text = await read(
      timesheetsCsv(fromArray([row(), row({ _id: 'ts-2', worker_name: 'Alan Turing', status: 'pending', invoiced_client: false })])),
    );
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, first, second, ...rest] = atLeast(parseCsv(text), 3);
    expect(header).toEqual(DEFAULT_HEADER);
    expect(first).toEqual([
      'Ada Lovelace',
      'w-1',
      'Acme Logistics',
      'Main Street Warehouse',
      'Picker',
      '2026-11-16',
      '2026-11-22',
      'approved',
      '40',
      '2.5',
      '42.5',
      '30',
      '20',
      '1312.5',
      '875',
      'true',
      'false',
      'false',
      '',
      '',
      'Grace Hopper',
    ]);
    expect(second.slice(0, 1)).toEqual(['Alan Turing']);
    expect(second[7]).toBe('pending');
    expect(rest).toEqual([]);
  });

  it('writes only the header for no timesheets', async () => {
    expect(await read(timesheetsCsv(fromArray([])))).toBe(`${DEFAULT_HEADER.join(',')}\r\n`);
  });

  it('neutralises formula text but leaves negative numbers as numbers', async () => {
    const text = await read(
      timesheetsCsv(
        fromArray([
          row({
            worker_name: '=SUM(A1)',
            position: '+1',
            comment: '-2',
            manager: '@cmd',
            location_name: '\tx',
            regular_hours: -2,
            bill_total: -12.5,
          }),
          row({ worker_name: 'Plain Name', comment: '\rx' }),
        ]),
      ),
    );
    const [, first, second] = atLeast(parseCsv(text), 3);
    const cell = (r: string[], header: string) => r[DEFAULT_HEADER.indexOf(header)];
    expect(cell(first, 'Worker')).toBe("'=SUM(A1)");
    expect(cell(first, 'Position')).toBe("'+1");
    expect(cell(first, 'Comment')).toBe("'-2");
    expect(cell(first, 'Manager')).toBe("'@cmd");
    expect(cell(first, 'Location')).toBe("'\tx");
    expect(cell(first, 'Regular Hours')).toBe('-2');
    expect(cell(first, 'Bill Total')).toBe('-12.5');
    expect(cell(second, 'Worker')).toBe('Plain Name');
    expect(cell(second, 'Comment')).toBe("'\rx");
    // In the raw line the negative hours are a bare -2 while the comment text became '-2.
    expect(text.split('\r\n')[1]).toContain(',-2,2.5,');
    expect(text.split('\r\n')[1]).toContain(",'-2,'@cmd");
  });

  it('quotes commas, quotes and line breaks so the record survives a round trip', async () => {
    const comment = 'Late, "again"\nsee manager';
    const text = await read(timesheetsCsv(fromArray([row({ comment, worker_name: 'Doe, Jane' })])));
    expect(text).toContain('"Late, ""again""\nsee manager"');
    expect(text).toContain('"Doe, Jane"');
    const records = parseCsv(text);
    expect(records).toHaveLength(2);
    expect(records[1]![0]).toBe('Doe, Jane');
    expect(records[1]![DEFAULT_HEADER.indexOf('Comment')]).toBe(comment);
  });

  it('rounds float noise from hours and money', async () => {
    const text = await read(timesheetsCsv(fromArray([row({ overtime_hours: 0.1 + 0.2, bill_total: 1.005 })])));
    const record = parseCsv(text)[1]!;
    expect(record[DEFAULT_HEADER.indexOf('Overtime Hours')]).toBe('0.3');
    expect(record[DEFAULT_HEADER.indexOf('Bill Total')]).toBe('1.01');
  });

  it('writes the custom columns in the order asked', async () => {
    const columns = customColumns(['_id', 'total_hours', 'worker_name', 'approved_at']);
    const records = parseCsv(
      await read(timesheetsCsv(fromArray([row(), row({ _id: 'ts-2', worker_name: '-Mallory', approved_at: null })]), columns)),
    );
    expect(records).toEqual([
      ['Timesheet ID', 'Total Hours', 'Worker', 'Approved At'],
      ['ts-1', '42.5', 'Ada Lovelace', '2026-11-24T10:00:00.000Z'],
      ['ts-2', '42.5', "'-Mallory", ''],
    ]);
  });

  it('leaves pay figures empty when they are hidden from the reader', async () => {
    const record = parseCsv(await read(timesheetsCsv(fromArray([row({ pay_rate: null, pay_total: null })]))))[1]!;
    expect(record[DEFAULT_HEADER.indexOf('Pay Rate')]).toBe('');
    expect(record[DEFAULT_HEADER.indexOf('Pay Total')]).toBe('');
    expect(record[DEFAULT_HEADER.indexOf('Bill Total')]).toBe('1312.5');
  });

  it('refuses an empty column list', () => {
    expect(() => timesheetsCsv(fromArray([row()]), [])).toThrow(/at least one column/);
  });

  it('exports every default column key as a TimesheetRow field', () => {
    const sample = row();
    for (const c of DEFAULT_COLUMNS) expect(Object.hasOwn(sample, c.key)).toBe(true);
  });
});

describe('timesheetsCsv streaming', () => {
  const TOTAL = 50_000;

  function counted() {
    const state = { yielded: 0, closed: false };
    async function* rows(): AsyncGenerator<TimesheetRow> {
      try {
        for (let i = 0; i < TOTAL; i++) {
          state.yielded++;
          yield row({ _id: `ts-${i}`, worker_name: `Worker ${i}` });
        }
      } finally {
        state.closed = true;
      }
    }
    return { state, rows: rows() };
  }

  it('pulls rows lazily: the first chunk arrives long before the source is drained', async () => {
    const { state, rows } = counted();
    const reader = timesheetsCsv(rows).getReader();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.yielded).toBe(0); // nothing is queried until someone reads
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(new TextDecoder().decode(first.value).startsWith('Worker,User ID,')).toBe(true);
    expect(state.yielded).toBeLessThan(1_000);

    let text = new TextDecoder().decode(first.value);
    const decoder = new TextDecoder();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
    expect(state.yielded).toBe(TOTAL);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(TOTAL + 2); // header + rows + the empty string after the final CRLF
    expect(lines[TOTAL]!.startsWith(`Worker ${TOTAL - 1},`)).toBe(true);
  });

  it('stops and closes the source when the reader cancels', async () => {
    const { state, rows } = counted();
    const reader = timesheetsCsv(rows).getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.closed).toBe(true);
    expect(state.yielded).toBeLessThan(1_000);
  });

  it('errors the stream when the source fails', async () => {
    async function* failing(): AsyncGenerator<TimesheetRow> {
      yield row();
      throw new Error('database went away');
    }
    await expect(read(timesheetsCsv(failing()))).rejects.toThrow('database went away');
    await expect(read(paychexCsv(failing(), 'C1'))).rejects.toThrow('database went away');
  });
});

describe('paychexCsv', () => {
  it('writes exactly the Paychex header', async () => {
    const text = await read(paychexCsv(fromArray([]), 'ACME01'));
    expect(text).toBe('Company ID,Worker ID,Worker Name,Pay Component,Hours,Rate,Amount,Check Seq Number,Location\r\n');
    expect(PAYCHEX_COLUMNS).toEqual([
      'Company ID',
      'Worker ID',
      'Worker Name',
      'Pay Component',
      'Hours',
      'Rate',
      'Amount',
      'Check Seq Number',
      'Location',
    ]);
  });

  it('adds an Overtime line only when there is overtime, at 1.5 × the pay rate', async () => {
    const text = await read(
      paychexCsv(
        fromArray([
          row({ user_id: 'w-1', worker_name: 'Ada Lovelace', regular_hours: 40, overtime_hours: 2.5, pay_rate: 20 }),
          row({
            user_id: 'w-2',
            worker_name: 'Alan Turing',
            regular_hours: 32.25,
            overtime_hours: 0,
            pay_rate: 18.5,
            pay_amounts: { regular: 596.63, overtime: 0, doubleTime: 0, total: 596.63 },
            location_name: 'North Dock',
          }),
        ]),
        'ACME01',
      ),
    );
    expect(text.split('\r\n')).toEqual([
      'Company ID,Worker ID,Worker Name,Pay Component,Hours,Rate,Amount,Check Seq Number,Location',
      'ACME01,w-1,Ada Lovelace,Regular,40.00,20.00,800.00,,Main Street Warehouse',
      'ACME01,w-1,Ada Lovelace,Overtime,2.50,30.00,75.00,,Main Street Warehouse',
      'ACME01,w-2,Alan Turing,Regular,32.25,18.50,596.63,,North Dock',
      '',
    ]);
  });

  it('pays each tier at the rate the rules engine applied: its stored amount over its hours', async () => {
    const pay_amounts = { regular: 610, overtime: 91.5, doubleTime: 61, total: 762.5 }; // 3 h OT and 1.5 h DT at 20.33… under ×1.5 / ×2
    const records = parseCsv(
      await read(paychexCsv(fromArray([row({ overtime_hours: 3, double_time_hours: 1.5, pay_rate: 20.3333, pay_amounts })]), 'C1')),
    );
    expect(records.find((r) => r[3] === 'Overtime')?.slice(4, 7)).toEqual(['3.00', '30.50', '91.50']);
    expect(records.find((r) => r[3] === 'Double Time')?.slice(4, 7)).toEqual(['1.50', '40.6667', '61.00']);
  });

  it("writes each tier's stored amount, so the lines add up to the stored pay total (one number, issue 22)", async () => {
    // 20 minutes in each tier at 20.00/h under ×1.5 / ×2: 0.33 h each (0.34 for the largest remainder), 6.67 + 10.00 + 13.33 paid.
    const pay_amounts = { regular: 6.67, overtime: 10, doubleTime: 13.33, total: 30 };
    const records = parseCsv(
      await read(
        paychexCsv(
          fromArray([
            row({ regular_hours: 0.34, overtime_hours: 0.33, double_time_hours: 0.33, pay_rate: 20, pay_total: 30, pay_amounts }),
          ]),
          'C1',
        ),
      ),
    );
    const amounts = records.slice(1).map((r) => Math.round(Number(r[6]) * 100));
    expect(amounts).toEqual([667, 1000, 1333]);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(3000);
  });

  it('pays overtime of a timesheet totalled before the engine (no stored amounts) at 1.5 × the pay rate', async () => {
    const records = parseCsv(await read(paychexCsv(fromArray([row({ overtime_hours: 3.25, pay_rate: 15.25, pay_amounts: null })]), 'C1')));
    const overtime = records.find((r) => r[3] === 'Overtime');
    expect(overtime?.[4]).toBe('3.25');
    expect(overtime?.[5]).toBe('22.875'); // the rate keeps the precision Paychex accepts (4 decimals)
    expect(overtime?.[6]).toBe('74.34');
  });

  it('leaves Rate and Amount empty when the pay rate is hidden, so Paychex uses the rate it holds', async () => {
    const text = await read(paychexCsv(fromArray([row({ pay_rate: null, pay_total: null })]), 'ACME01'));
    expect(text.split('\r\n').slice(1, 3)).toEqual([
      'ACME01,w-1,Ada Lovelace,Regular,40.00,,,,Main Street Warehouse',
      'ACME01,w-1,Ada Lovelace,Overtime,2.50,,,,Main Street Warehouse',
    ]);
  });

  it('neutralises text cells but not the numbers', async () => {
    const records = parseCsv(
      await read(
        paychexCsv(
          fromArray([
            row({
              user_id: '=1+1',
              worker_name: '@evil',
              location_name: '+Dock, "B"',
              regular_hours: -3,
              overtime_hours: 0,
              pay_amounts: null,
            }),
          ]),
          '-ACME',
        ),
      ),
    );
    expect(records[1]).toEqual(["'-ACME", "'=1+1", "'@evil", 'Regular', '-3.00', '20.00', '-60.00', '', '\'+Dock, "B"']);
  });
});
