import { describe, expect, it } from 'vitest';
import { isPayField, PAY_FIELDS, seesPay, withoutPay } from '@/lib/auth/pay-visibility';
import { ROLES } from '@/lib/auth/roles';

describe('the one pay-visibility rule (DESIGN.md §7)', () => {
  it('lets every staff role see pay and no Company Contact', () => {
    expect(ROLES.filter(seesPay)).toEqual(['super_admin', 'company_admin', 'recruiter']);
  });

  it('names pay rate, pay total and margin as pay fields, and nothing a client is billed', () => {
    expect([...PAY_FIELDS].sort()).toEqual(['margin', 'pay_amounts', 'pay_rate', 'pay_total']);
    for (const billed of ['bill_rate', 'bill_total', 'regular_hours', 'overtime_hours']) expect(isPayField(billed)).toBe(false);
  });

  it('nulls the pay fields a row carries for a contact, and leaves staff rows and other fields alone', () => {
    const row = { bill_rate: 30, bill_total: 300, pay_rate: 20, pay_total: 200, margin: 100, worker_name: 'Dana' };
    expect(withoutPay(row, 'company_contact')).toEqual({
      bill_rate: 30,
      bill_total: 300,
      pay_rate: null,
      pay_total: null,
      margin: null,
      worker_name: 'Dana',
    });
    expect(withoutPay(row, 'recruiter')).toBe(row);
    expect(withoutPay({ bill_rate: 30 }, 'company_contact')).toEqual({ bill_rate: 30 });
  });
});
