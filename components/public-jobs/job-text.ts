import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import { employmentTypeOf } from '@/lib/public-jobs/json-ld';

/** Texts the job list and the job page both show, in the visitor's language. */
export async function jobTexts() {
  const [t, format] = await Promise.all([getTranslations('publicJobs.job'), getFormatter()]);
  const money = (n: number) => format.number(n, { style: 'currency', currency: 'USD' });
  return {
    /** "$18.00 – $21.00 per hour", or the bound that is known; null when pay is not published. */
    pay(min: number | null, max: number | null): string | null {
      if (min !== null && max !== null)
        return min === max ? t('payExact', { amount: money(min) }) : t('payRange', { min: money(min), max: money(max) });
      if (min !== null) return t('payFrom', { min: money(min) });
      return max !== null ? t('payUpTo', { max: money(max) }) : null;
    },
    place: (city: string | null, region: string | null) => [city, region].filter(Boolean).join(', ') || null,
    type: (value: string) => t(`types.${employmentTypeOf(value)}`),
    date: (d: Date) => format.dateTime(d, { dateStyle: 'medium' }),
  };
}
