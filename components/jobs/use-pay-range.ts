'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { DEFAULT_CURRENCY } from '@/lib/settings/currency';

/** "$19.00 – $22.00 / hour", one end alone, or null when no pay is known. */
export function usePayRange() {
  const t = useTranslations('jobs');
  const format = useFormatter();
  const money = (n: number) => format.number(n, { style: 'currency', currency: DEFAULT_CURRENCY });
  return (min: number | null, max: number | null): string | null => {
    if (min === null && max === null) return null;
    if (min !== null && max !== null) return t('payRange', { range: min === max ? money(min) : `${money(min)} – ${money(max)}` });
    return t(min !== null ? 'payFrom' : 'payUpTo', { amount: money((min ?? max)!) });
  };
}
