import { describe, expect, it } from 'vitest';
import {
  CUSTOM_FIELD_KEYS,
  CUSTOM_FIELDS,
  DEFAULT_COLUMNS,
  ExportFieldError,
  companySlug,
  contentDisposition,
  customColumns,
  exportFilename,
  neutraliseCell,
  neutraliseValue,
} from '@/lib/timesheets/export';

describe('neutraliseCell', () => {
  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx', '=HYPERLINK("http://evil","x")'])(
    'quotes %j, which a spreadsheet would evaluate',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    },
  );

  it.each(['Ada Lovelace', '', 'a=b', '1+1', ' =1', "O'Brien", '2026-11-16', 'x\t-y'])('leaves %j alone', (cell) => {
    expect(neutraliseCell(cell)).toBe(cell);
  });
});

describe('neutraliseValue', () => {
  it('neutralises strings only: numbers, booleans and null pass through', () => {
    expect(neutraliseValue('-2')).toBe("'-2");
    expect(neutraliseValue(-2)).toBe(-2);
    expect(neutraliseValue(-12.5)).toBe(-12.5);
    expect(neutraliseValue(true)).toBe(true);
    expect(neutraliseValue(null)).toBeNull();
  });

  it('turns non-finite numbers into empty cells', () => {
    expect(neutraliseValue(Number.NaN)).toBeNull();
    expect(neutraliseValue(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('exportFilename', () => {
  it('follows {company}-timesheets-{yyyyMMdd-HHmmss}.{ext} in UTC', () => {
    expect(exportFilename('Acme', 'csv', new Date('2026-11-21T09:05:03Z'))).toBe('acme-timesheets-20261121-090503.csv');
    expect(exportFilename('Acme', 'pdf', new Date('2026-01-02T23:59:59.999Z'))).toBe('acme-timesheets-20260102-235959.pdf');
  });

  it('uses UTC whatever the offset the date was written with', () => {
    expect(exportFilename('acme', 'csv', new Date('2026-11-21T23:30:00-05:00'))).toBe('acme-timesheets-20261122-043000.csv');
  });

  it('defaults to now', () => {
    expect(exportFilename('acme', 'csv')).toMatch(/^acme-timesheets-\d{8}-\d{6}\.csv$/);
  });

  it('sanitises the company to lower-case letters, digits and dashes', () => {
    expect(companySlug('Globex Corp.')).toBe('globex-corp');
    expect(companySlug('  Café & Bar / "Nord" ')).toBe('cafe-bar-nord');
    expect(companySlug('../../etc/passwd')).toBe('etc-passwd');
    expect(companySlug('東京')).toBe('company');
    expect(companySlug('a'.repeat(200))).toHaveLength(60);
    expect(exportFilename('ACME\r\nSet-Cookie: x', 'csv', new Date('2026-11-21T09:05:03Z'))).toBe(
      'acme-set-cookie-x-timesheets-20261121-090503.csv',
    );
  });
});

describe('contentDisposition', () => {
  it('makes an attachment with the quoted name', () => {
    expect(contentDisposition('acme-timesheets-20261121-090503.csv')).toBe('attachment; filename="acme-timesheets-20261121-090503.csv"');
  });

  it('cannot be broken out of by quotes or line breaks, and keeps a non-ASCII name in filename*', () => {
    expect(contentDisposition('a"b\\c\r\n.csv')).toBe(`attachment; filename="a_b_c__.csv"; filename*=UTF-8''a%22b%5Cc%0D%0A.csv`);
    expect(contentDisposition('café.pdf')).toBe(`attachment; filename="caf_.pdf"; filename*=UTF-8''caf%C3%A9.pdf`);
  });
});

describe('customColumns', () => {
  it('offers every default column plus double time, margin, the ids and timestamps', () => {
    for (const c of DEFAULT_COLUMNS) expect(CUSTOM_FIELDS[c.key]).toBe(c);
    const extras = ['double_time_hours', 'margin', '_id', 'placement_id', 'submitted_at', 'approved_at', 'updated_at'];
    expect(CUSTOM_FIELD_KEYS).toEqual(expect.arrayContaining(extras));
    expect(CUSTOM_FIELD_KEYS).toHaveLength(DEFAULT_COLUMNS.length + extras.length);
  });

  it('keeps the order it is given', () => {
    expect(customColumns(['total_hours', '_id', 'worker_name']).map((c) => c.key)).toEqual(['total_hours', '_id', 'worker_name']);
  });

  it('rejects unknown fields, naming them', () => {
    expect(() => customColumns(['worker_name', 'salary', 'ssn'])).toThrow(/Unknown export fields: "salary", "ssn"/);
    const error = (() => {
      try {
        customColumns(['salary']);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ExportFieldError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ExportFieldError).fields).toEqual(['salary']);
    expect((error as ExportFieldError).message).toMatch(/^Unknown export field: "salary"\. Allowed fields: worker_name, /);
  });

  it('does not take object built-ins for fields', () => {
    expect(() => customColumns(['constructor'])).toThrow(ExportFieldError);
    expect(() => customColumns(['__proto__'])).toThrow(ExportFieldError);
    expect(() => customColumns(['toString'])).toThrow(ExportFieldError);
  });

  it('rejects an empty list and repeated fields', () => {
    expect(() => customColumns([])).toThrow('Choose at least one field to export');
    expect(() => customColumns(['status', 'status'])).toThrow('Export fields listed more than once: "status"');
  });
});

describe('custom export field keys', () => {
  it('the picker offers exactly the fields the export accepts', async () => {
    const { EXPORT_FIELD_KEYS } = await import('@/lib/timesheets/types');
    const { CUSTOM_FIELD_KEYS } = await import('@/lib/timesheets/export');
    expect([...EXPORT_FIELD_KEYS].sort()).toEqual([...CUSTOM_FIELD_KEYS].sort());
  });
});
