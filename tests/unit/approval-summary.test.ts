import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summariseRows } from '@/lib/timesheets/approval-summary';

/** A stored figure as the list shows it: two decimals. */
const hundredths = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);
const row = fc.record({ total_hours: hundredths(200), bill_total: hundredths(20_000) });

describe('the approval summary (issue 22 §5)', () => {
  it('is the count of the rows and the exact sums of their hours and bill totals', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 300 }), (rows) => {
        const s = summariseRows(rows, 'company_admin');
        expect(s.count).toBe(rows.length);
        // Exact in hundredths: the sum of the figures each row shows, with no float drift.
        expect(Math.round(s.hours * 100)).toBe(rows.reduce((n, r) => n + Math.round(r.total_hours * 100), 0));
        expect(Math.round(s.bill_total! * 100)).toBe(rows.reduce((n, r) => n + Math.round(r.bill_total * 100), 0));
        expect(s.hours).toBe(Math.round(s.hours * 100) / 100);
        expect(s.bill_total).toBe(Math.round(s.bill_total! * 100) / 100);
      }),
    );
  });

  it('adds up however the selection is split: the sum of two parts is the sum of the whole', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 100 }), fc.nat(), (rows, at) => {
        const cut = rows.length ? at % rows.length : 0;
        const [a, b, all] = [
          summariseRows(rows.slice(0, cut), 'recruiter'),
          summariseRows(rows.slice(cut), 'recruiter'),
          summariseRows(rows, 'recruiter'),
        ];
        expect(Math.round((a.hours + b.hours) * 100)).toBe(Math.round(all.hours * 100));
        expect(Math.round((a.bill_total! + b.bill_total!) * 100)).toBe(Math.round(all.bill_total! * 100));
      }),
    );
  });

  it('names the example of the issue: 28.25 h and 28.25 h at $856.20 each is 56.5 h, $1,712.40', () => {
    const s = summariseRows(
      [
        { total_hours: 28.25, bill_total: 856.2 },
        { total_hours: 28.25, bill_total: 856.2 },
      ],
      'company_contact',
    );
    expect(s).toEqual({ count: 2, hours: 56.5, bill_total: 1712.4 });
  });
});
