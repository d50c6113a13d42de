'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useFormatters } from './format';

export type HeadcountPoint = { hour: string; count: number };

// uPlot and its CSS load in their own chunk after the board renders: the route's first-load JS budget
// (DESIGN §6, < 200 kB with the shell already near it) has no room for a charting library.
const HeadcountPlot = dynamic(() => import('./headcount-plot').then((m) => m.HeadcountPlot), {
  ssr: false,
  loading: () => null,
});

/**
 * Headcount per hour today, on `zone`'s clock (the site's, or the tenant's for every site: the API's
 * headcount_zone, whose day it counts). The canvas is one image to assistive technology, named by the heading and
 * described by the visible summary; a visually hidden table carries every number the bars show.
 */
export function HeadcountChart({ points, zone }: { points: HeadcountPoint[]; zone: string }) {
  const t = useTranslations('whosWorking.chart');
  const f = useFormatters();
  const headingId = useId();
  const summaryId = useId();
  const peak = points.reduce<HeadcountPoint | null>((best, p) => (!best || p.count > best.count ? p : best), null);
  const summary = peak && peak.count > 0 ? t('summary', { time: f.siteTime(peak.hour, zone), count: peak.count }) : t('empty');
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="headcount">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <p id={summaryId} className="mt-1 text-sm text-slate-700">
        {summary}
      </p>
      {points.length > 0 ? (
        <>
          <div role="img" aria-labelledby={headingId} aria-describedby={summaryId} className="mt-3 min-h-48">
            <HeadcountPlot
              points={points}
              seriesLabel={t('count')}
              hourLabel={t('hour')}
              formatHour={f.hourIn(zone)}
              formatCount={f.count}
            />
          </div>
          <table className="sr-only">
            <caption>{t('heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('hour')}</th>
                <th scope="col">{t('count')}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.hour}>
                  <th scope="row">
                    <time dateTime={p.hour}>{f.siteTime(p.hour, zone)}</time>
                  </th>
                  <td>{f.count(p.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
