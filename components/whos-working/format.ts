'use client';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { useViewerZone } from '@/lib/browser/viewer-zone';
import { siteClock } from '@/lib/timezones/clock';

/**
 * Formatters in the reader's language. A clock-in, shift start or headcount hour shows on its site's clock with
 * the zone (lib/timezones/clock.ts, DESIGN §8), the same in every browser. "Updated at" (the board's own clock,
 * not a record's) is on the viewer's zone in the portal (lib/browser/viewer-zone.tsx), else the browser's.
 */
export function useFormatters() {
  const locale = useLocale();
  const timeZone = useViewerZone();
  return useMemo(() => {
    const seconds = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const count = new Intl.NumberFormat(locale);
    const hours = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const twoDigits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
    const site = siteClock(locale);
    const hourIn = new Map<string, Intl.DateTimeFormat>();
    return {
      /** A clock-in or shift start on its site's clock, with the site's zone: "8:05 AM EST" (DESIGN §8). */
      siteTime: (iso: string, zone: string) => site.time(iso, zone),
      /** A moment of a multi-day range on its site's clock, with the zone. */
      siteStamp: (iso: string, zone: string) => site.stamp(iso, zone),
      /** Axis ticks on a site's (or the tenant's) clock: the hour alone ("10 AM", "10 Uhr"). */
      hourIn: (zone: string) => {
        let f = hourIn.get(zone);
        if (!f) hourIn.set(zone, (f = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: zone })));
        return (ms: number) => f.format(ms);
      },
      timeWithSeconds: (iso: string) => seconds.format(new Date(iso)),
      /** yyyy-MM-dd as that calendar day: noon UTC, printed in UTC, so no zone can move it to another date. */
      day: (ymd: string) => day.format(new Date(`${ymd.slice(0, 10)}T12:00:00Z`)),
      count: (n: number) => count.format(n),
      hours: (n: number) => hours.format(n),
      /** h:mm, the way a time clock shows time on the job. */
      elapsed: (minutes: number) => `${count.format(Math.floor(minutes / 60))}:${twoDigits.format(minutes % 60)}`,
    };
  }, [locale, timeZone]);
}
