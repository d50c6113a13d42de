import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { decimalOfCents, invoiceCsv } from '@/lib/invoices/exports';
import { centsOfEngine, invoiceTotals } from '@/lib/invoices/money';
import type { InvoiceDetail, InvoiceLine } from '@/lib/invoices/schema';
import { money } from '@/lib/pay-rules/money';

// Whatever the hours and rates, an importer that multiplies quantity by rate bills what the invoice says,
// line by line, and the lines file sums to the invoice: no cent lost or made on the way to the books.

const line = fc
  .record({
    regular: fc.integer({ min: 0, max: 60 * 60 }),
    overtime: fc.integer({ min: 0, max: 20 * 60 }),
    rate: fc.integer({ min: 1, max: 20_000 }),
    name: fc.string({ maxLength: 12 }),
  })
  .map(({ regular, overtime, rate, name }, i = 0): InvoiceLine => {
    const m = money({ regular, overtime, doubleTime: 0 }, rate / 100, 1.5, 2);
    const [r, o] = [centsOfEngine(m.regular), centsOfEngine(m.overtime)];
    return {
      _id: '00000000-0000-4000-8000-000000000001',
      timesheet_id: '00000000-0000-4000-8000-000000000002',
      candidate_id: '00000000-0000-4000-8000-000000000003',
      worker_name: name,
      location_id: '00000000-0000-4000-8000-000000000004',
      location_name: 'North Dock',
      position: 'Picker',
      week_start: '2031-03-03',
      regular_hours: Math.round(regular / 0.6) / 100,
      overtime_hours: Math.round(overtime / 0.6) / 100,
      double_time_hours: 0,
      bill_rate_cents: rate,
      regular_cents: r,
      overtime_cents: o,
      double_time_cents: 0,
      amount_cents: r + o,
      tax_rate_milli: i % 2 ? 8875 : 0,
      rules_version: 'v1',
      approved_at: null,
      approved_by: null,
    };
  });

function invoiceOf(lines: InvoiceLine[]): InvoiceDetail {
  const t = invoiceTotals(lines.map((l) => ({ amountCents: l.amount_cents, taxRateMilli: l.tax_rate_milli })));
  return {
    _id: '00000000-0000-4000-8000-000000000010',
    number: 'INV-000001',
    status: 'issued',
    company_id: '00000000-0000-4000-8000-000000000011',
    company_name: 'Northwind',
    location_id: null,
    location_name: null,
    candidate_id: null,
    worker_name: null,
    period_from: '2031-03-03',
    period_to: '2031-03-09',
    currency: 'USD',
    subtotal_cents: t.subtotalCents,
    tax_cents: t.taxCents,
    total_cents: t.totalCents,
    paid_cents: 0,
    balance_cents: t.totalCents,
    line_count: lines.length,
    issued_at: '2031-03-10T12:00:00.000Z',
    due_on: '2031-04-09',
    voided_at: null,
    void_reason: null,
    run_id: '00000000-0000-4000-8000-000000000012',
    created_at: '2031-03-10T11:00:00.000Z',
    lines,
    payments: [],
    tax_by_rate: t.taxByRate.map((r) => ({ milli: r.milli, base_cents: r.baseCents, tax_cents: r.taxCents })),
    payment_terms_days: 30,
  };
}

const cents = (text: string) => Math.round(Number(text) * 100);
const rows = (csv: string) => parse(csv, { columns: true }) as Record<string, string>[];

describe('invoice exports', () => {
  it('quantity × rate is each line’s amount in the QuickBooks and Xero files, and every file sums to the subtotal', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
        const invoice = invoiceOf(lines);
        const qbo = rows(invoiceCsv(invoice, 'quickbooks'));
        qbo.forEach((r, i) => expect(Math.round(Number(r['Item Quantity']) * cents(r['Item Rate']!))).toBe(lines[i]!.amount_cents));
        const xero = rows(invoiceCsv(invoice, 'xero'));
        expect(xero.reduce((s, r) => s + Math.round(Number(r['Quantity']) * cents(r['UnitAmount']!)), 0)).toBe(invoice.subtotal_cents);
        expect(rows(invoiceCsv(invoice, 'lines')).reduce((s, r) => s + cents(r['Amount']!), 0)).toBe(invoice.subtotal_cents);
      }),
    );
  });

  it('writes cents as exact decimals and a typed formula as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => {
        expect(cents(decimalOfCents(c)) + 0).toBe(c + 0);
      }),
    );
    const [first] = rows(invoiceCsv(invoiceOf([{ ...fc.sample(line, 1)[0]!, worker_name: '=1+1' }]), 'lines'));
    expect(first!['Worker']).toBe("'=1+1");
  });
});
