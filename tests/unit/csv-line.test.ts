import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLines } from '@/lib/timesheets/export/csv-line';
import type { CellValue } from '@/lib/timesheets/export/formula';

// The options the exports gave csv-stringify before the hand-written writer, and one more: a cell with a
// lone CR or LF is quoted. With a record delimiter set, csv-stringify quoted only a whole CRLF, so a comment
// typed on two lines broke its row in two for every reader of the file.
const reference = (records: CellValue[][]) =>
  stringify(records, {
    bom: false,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    cast: { boolean: (value) => (value ? 'true' : 'false') },
  });

// Text rich in what changes quoting: quotes, commas, CR, LF, spaces, formula triggers, non-ASCII.
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom('"', ',', '\r', '\n', ' ', 'a', "'", '=', '-', 'é', '😀', '\t') }),
  fc.constantFrom('', ' ', '"', '""', ',', '\r\n', 'a,b', 'say "hi"', 'line\nbreak'),
);
const cell: fc.Arbitrary<CellValue> = fc.oneof(
  text,
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, 0.1 + 0.2, 1e21, -1e-7, NaN, Infinity),
  fc.boolean(),
  fc.constant(null),
);

describe('csvLines writes what csv-stringify writes with the exports options', () => {
  it('for any records of any cells', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 8 }), { maxLength: 20 }), (records) => {
        expect(csvLines(records)).toBe(reference(records));
      }),
      { numRuns: 2000 },
    );
  });

  it('quotes only what needs it, doubling quotes, and ends each line with CRLF', () => {
    expect(csvLines([['a', 'b,c', 'say "hi"', '', null, true, false, 1.5, 'x\ny']])).toBe(
      'a,"b,c","say ""hi""",,,true,false,1.5,"x\ny"\r\n',
    );
    expect(csvCell('\r')).toBe('"\r"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvLines([])).toBe('');
  });
});
