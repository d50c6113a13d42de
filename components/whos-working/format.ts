'use client';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { useReaderZone } from '@/lib/browser/reader-zone';

/**
 * Formatters in the reader's language. Clock times show in the reader's zone (the request config pins UTC,
 * which is wrong for a wall-clock board): the zone the server page rendered in until hydration is over, then
 * the browser's own (lib/browser/reader-zone.tsx), so the server's HTML and the first client render agree.
 */
export function useFormatters() {
  const locale = useLocale();
  const timeZone = useReaderZone();
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
    const seconds = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone });
    const hour = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone });
    const stamp = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
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
      /** yyyy-MM-dd as that calendar day: noon UTC, printed in UTC, so no zone can move it to another date. */
      day: (ymd: string) => day.format(new Date(`${ymd.slice(0, 10)}T12:00:00Z`)),
      count: (n: number) => count.format(n),
      hours: (n: number) => hours.format(n),
      /** h:mm, the way a time clock shows time on the job. */
      elapsed: (minutes: number) => `${count.format(Math.floor(minutes / 60))}:${twoDigits.format(minutes % 60)}`,
    };
  }, [locale, timeZone]);
}
