'use client';
import { useLocale } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { moneyFormat } from '@/lib/settings/currency';

/** Formatters by locale and currency, made once per page: a list formats every row's amounts with them. */
const formats = new Map<string, Intl.NumberFormat>();
function formatOf(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = moneyFormat(locale, currency)));
  return format;
}

/**
 * An invoice amount in the reader's locale and the invoice's own currency: cents / 100 is exact for any
 * invoice a business writes (below 2^53 cents), so the cents the server summed are the ones shown.
 */
export function useMoneyText() {
  const locale = useLocale();
  return useCallback((cents: number, currency: string) => formatOf(locale, currency).format(cents / 100), [locale]);
}

/** A tax rate in thousandths of a percent as a person writes it: 8875 → "8.875%" in the reader's locale. */
export function useRateText() {
  const locale = useLocale();
  return useMemo(() => {
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
    return (milli: number) => percent.format(milli / 100_000);
  }, [locale]);
}
