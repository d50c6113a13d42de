import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { milliOfPercent } from '@/components/invoices/billing-dialog';
import { centsOfTyped } from '@/components/invoices/payment-dialog';

// What a person types in the invoice dialogs becomes exact integers: cents of an amount, thousandths of a
// percent of a tax rate; anything else is refused, never rounded into a different number.

describe('typed amounts and rates', () => {
  it('an amount written with a dot or a comma and up to two decimals is its exact cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), fc.constantFrom('.', ','), (cents, mark) => {
        const whole = Math.floor(cents / 100);
        const part = String(cents % 100).padStart(2, '0');
        expect(centsOfTyped(`${whole}${mark}${part}`)).toBe(cents);
        if (cents % 10 === 0) expect(centsOfTyped(`${whole}${mark}${part[0]}`)).toBe(cents);
      }),
    );
    expect(centsOfTyped('1250')).toBe(125_000);
    for (const bad of ['', '1.234', '-5', '1e3', '12,345.00', 'abc']) expect(centsOfTyped(bad)).toBeNull();
  });

  it('a tax rate from 0 to 30 % with up to three decimals is its thousandths of a percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30_000 }), (milli) => {
        const text = (milli / 1000).toString();
        expect(milliOfPercent(text)).toBe(milli);
        expect(milliOfPercent(text.replace('.', ','))).toBe(milli);
      }),
    );
    for (const bad of ['', '30.001', '-1', '8.8755', 'ten']) expect(milliOfPercent(bad)).toBeNull();
  });
});
