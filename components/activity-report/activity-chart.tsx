'use client';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useId, useMemo } from 'react';
import type { Granularity } from '@/lib/activity-report/period';
import { METRICS, type Metric } from '@/lib/activity-report/types';
import type { SeriesPoint } from '@/lib/activity-report/schema';
import { useFormat } from '@/lib/browser/format';
import { DownloadButton } from './download-button';
import type { ReportApiQuery } from './url-state';

// uPlot and its CSS load in their own chunk after the numbers render: the route's first-load JS budget
// (DESIGN §6, < 200 kB with the shell already near it) has no room for a charting library.
const ActivityPlot = dynamic(() => import('./activity-plot').then((m) => m.ActivityPlot), {
  ssr: false,
  loading: () => <div className="h-[260px] animate-pulse rounded bg-slate-100" />,
});

const sum = (p: SeriesPoint) => METRICS.reduce((n, m) => n + p[m], 0);

/**
 * Activity per day or week, one line per metric. The canvas is one image to assistive technology, named
 * by the heading and described by the visible summary; a visually hidden table carries every number.
 */
export function ActivityChart({ points, granularity, query }: { points: SeriesPoint[]; granularity: Granularity; query: ReportApiQuery }) {
  const t = useTranslations('activityReport');
  const fmt = useFormat();
  const locale = useLocale();
  const headingId = useId();
  const summaryId = useId();
  // Keyed by the texts themselves: the chart is rebuilt when the labels change, not on every render.
  const labelKey = METRICS.map((m) => t(`metrics.${m}`)).join('\n');
  const labels = useMemo(
    () => Object.fromEntries(labelKey.split('\n').map((label, i) => [METRICS[i], label])) as Record<Metric, string>,
    [labelKey],
  );
  const short = useMemo(() => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }), [locale]);
  const formatDay = useCallback((ms: number) => short.format(ms), [short]);
  const bucketLabel = t(granularity === 'day' ? 'chart.day' : 'chart.week');
  const peak = points.reduce<SeriesPoint | null>((best, p) => (!best || sum(p) > sum(best) ? p : best), null);
  const summary =
    peak && sum(peak) > 0
      ? t(granularity === 'day' ? 'chart.summaryDay' : 'chart.summaryWeek', { date: fmt.date(peak.bucket), count: fmt.count(sum(peak)) })
      : t('chart.quiet');

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="activity-chart">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {t('chart.heading')}
          </h2>
          <p id={summaryId} className="mt-1 text-sm text-slate-700">
            {summary} {t(granularity === 'day' ? 'period.byDay' : 'period.byWeek')}
          </p>
        </div>
        <DownloadButton kind="series" query={query} />
      </div>
      <div role="img" aria-labelledby={headingId} aria-describedby={summaryId} className="mt-3 min-h-[260px]">
        <ActivityPlot points={points} labels={labels} bucketLabel={bucketLabel} formatDay={formatDay} formatCount={fmt.count} />
      </div>
      <table className="sr-only">
        <caption>{t('chart.heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{bucketLabel}</th>
            {METRICS.map((m) => (
              <th key={m} scope="col">
                {labels[m]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.bucket}>
              <th scope="row">{fmt.date(p.bucket)}</th>
              {METRICS.map((m) => (
                <td key={m}>{fmt.count(p[m])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
