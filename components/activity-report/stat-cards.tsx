'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { deltaPercent } from '@/lib/activity-report/period';
import { METRICS, type Totals } from '@/lib/activity-report/types';
import { useFormat } from '@/lib/browser/format';
import { cn } from '@/lib/cn';

/** One card per metric: the total, and the change against the same number of days just before. */
export function StatCards({ totals, previous }: { totals: Totals; previous: Totals }) {
  const t = useTranslations('activityReport');
  const fmt = useFormat();
  const locale = useLocale();
  const percent = useMemo(
    () => new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 }),
    [locale],
  );
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {METRICS.map((m) => {
        const delta = deltaPercent(totals[m], previous[m]);
        // Direction is spelt out by the sign and the words, never by colour alone.
        const tone = delta === null || delta === 0 ? 'text-slate-700' : delta > 0 ? 'text-emerald-800' : 'text-red-800';
        const change = delta !== null ? percent.format(delta / 100) : totals[m] > 0 ? t('delta.new') : t('delta.none');
        return (
          <div key={m} className="rounded-lg border border-slate-200 bg-white px-4 py-3" data-testid={`stat-${m}`}>
            <dt className="text-sm font-medium text-slate-700">{t(`metrics.${m}`)}</dt>
            <dd className="mt-1 text-3xl font-semibold tabular-nums text-slate-900">{fmt.count(totals[m])}</dd>
            <dd className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className={cn('font-semibold tabular-nums', tone)}>{change}</span>
              <span className="text-slate-700">{t('delta.previous', { count: fmt.count(previous[m]) })}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
