import { describe, expect, it } from 'vitest';
import { makeFormat } from '@/lib/browser/format';
import { currencyOf } from '@/lib/settings/currency';

describe('the company currency (settings.timesheets.currency)', () => {
  it("timesheets.currency: money is shown in the tenant's currency", () => {
    const eur = makeFormat('de', currencyOf({ timesheets: { currency: 'EUR' } }));
    expect(eur.money(1234.5).replace(/\s/g, ' ')).toBe('1.234,50 €'); // Intl puts a no-break space before the sign
    const usd = makeFormat('en', currencyOf({ timesheets: {} }));
    expect(usd.money(1234.5)).toBe('$1,234.50');
    expect(makeFormat('en', currencyOf({ timesheets: { currency: 'GBP' } })).money(10)).toBe('£10.00');
  });
});
