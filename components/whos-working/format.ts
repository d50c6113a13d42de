'use client';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';

/**
 * Formatters in the reader's language. No timeZone option on purpose: times show in the browser's own
 * zone (the request config pins UTC for server rendering, which is wrong for a wall-clock board).
 * Everything formatted here renders only after a client-side fetch, so server and browser never disagree.
 */
export function useFormatters() {
  const locale = useLocale();
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
    const seconds = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', second: '2-digit' });
    const hour = new Intl.DateTimeFormat(locale, { hour: 'numeric' });
    const stamp = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const count = new Intl.NumberFormat(locale);
    const hours = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const twoDigits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
    return {
      time: (iso: string) => time.format(new Date(iso)),
      timeWithSeconds: (iso: string) => seconds.format(new Date(iso)),
      /** Axis ticks: the hour alone ("10 AM", "10 Uhr"). */
      hour: (ms: number) => hour.format(ms),
      /** A moment in a multi-day range: date and time. */
      stamp: (iso: string) => stamp.format(new Date(iso)),
      /** yyyy-MM-dd as that calendar day (not midnight UTC, which is yesterday west of Greenwich). */
      day: (ymd: string) => {
        const [y, m, d] = ymd.split('-').map(Number);
        return day.format(new Date(y, m - 1, d));
      },
      count: (n: number) => count.format(n),
      hours: (n: number) => hours.format(n),
      /** h:mm, the way a time clock shows time on the job. */
      elapsed: (minutes: number) => `${count.format(Math.floor(minutes / 60))}:${twoDigits.format(minutes % 60)}`,
    };
  }, [locale]);
}
