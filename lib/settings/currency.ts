import type { CompanySettings } from '@/lib/settings/queries';
/** Money columns use this when the company stores no currency. */
export const DEFAULT_CURRENCY = 'USD';

/**
 * The billing currency for money columns. SPEC names no currency setting; a `timesheets.currency`
 * code in the company settings is honoured if an admin ever stores one, else the default applies.
 */
export function currencyOf(settings: Pick<CompanySettings, 'timesheets'>): string {
  const code = (settings.timesheets as { currency?: unknown } | undefined)?.currency;
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : DEFAULT_CURRENCY;
}

/** A money formatter in `locale`; a code Intl does not know (a bad stored value) falls back to the default currency. */
export function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: DEFAULT_CURRENCY });
  }
}
