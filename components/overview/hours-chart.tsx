'use client';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { useFormat } from '@/lib/browser/format';
import { addDays } from '@/lib/shifts-board/days';
import { zoneWithId } from '@/lib/timezones/clock';

// uPlot and its CSS come in their own chunk once the numbers are on screen (the route's first-load JS stays small).
const HoursPlot = dynamic(() => import('./hours-plot').then((m) => m.HoursPlot), {
  ssr: false,
  loading: () => <ChartLoading />,
});

function ChartLoading() {
  const t = useTranslations('overview');
  return (
    <p aria-busy="true" className="flex h-[240px] items-center justify-center rounded bg-slate-50 text-sm text-slate-700">
      {t('chart.loading')}
    </p>
  );
}

/**
 * Hours per day, this week against last week. A figure named by its caption; the canvas is one image to
 * assistive technology, and a visually hidden table carries every number.
 */
export function HoursChart({
  weekStart,
  thisWeek,
  lastWeek,
  zones,
}: {
  weekStart: string;
  thisWeek: number[];
  lastWeek: number[];
  /** The sites' IANA zones: each day is a site's calendar day, so the chart names the clocks they are on. */
  zones: string[];
}) {
  const t = useTranslations('overview');
  const fmt = useFormat();
  const locale = useLocale();
  const captionId = useId();
  const descriptionId = useId();
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i)), [weekStart]);
  const weekday = useMemo(() => {
    const f = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    return (day: string) => f.format(new Date(`${day}T00:00:00Z`));
  }, [locale]);
  const dayNames = useMemo(() => days.map(weekday), [days, weekday]);
  const labels = useMemo(() => ({ thisWeek: t('chart.thisWeek'), lastWeek: t('chart.lastWeek'), day: t('chart.day') }), [t]);
  const empty = thisWeek.every((h) => h === 0) && lastWeek.every((h) => h === 0);
  // Named at the week's first noon, so the short name is the week's (EST, not EDT) and the same on server and browser.
  const zoneNames = zones.map((z) => zoneWithId(z, locale, `${weekStart}T12:00:00Z`)).join(', ');

  return (
    <figure
      aria-labelledby={captionId}
      aria-describedby={descriptionId}
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="overview-hours-chart"
    >
      <figcaption id={captionId} className="text-base font-semibold text-slate-900">
        {t('chart.title')}
      </figcaption>
      <p id={descriptionId} className="mt-1 text-sm text-slate-700">
        {t('chart.description')}
      </p>
      {zones.length ? (
        <p className="mt-1 text-xs text-slate-700" data-testid="overview-site-days">
          {t('chart.siteDays', { zones: zoneNames, count: zones.length })}
        </p>
      ) : null}
      {empty ? (
        <p className="mt-3 rounded border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-700">
          {t('chart.empty')}
        </p>
      ) : (
        <div role="img" aria-labelledby={captionId} aria-describedby={descriptionId} className="mt-3 min-h-[240px]">
          <HoursPlot dayNames={dayNames} thisWeek={thisWeek} lastWeek={lastWeek} labels={labels} formatHours={fmt.hours} />
        </div>
      )}
      <table className="sr-only">
        <caption>{t('chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.day')}</th>
            <th scope="col">{t('chart.thisWeek')}</th>
            <th scope="col">{t('chart.lastWeek')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day, i) => (
            <tr key={day}>
              <th scope="row">{`${dayNames[i]} ${fmt.date(day)}`}</th>
              <td>{fmt.hours(thisWeek[i])}</td>
              <td>{fmt.hours(lastWeek[i])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
