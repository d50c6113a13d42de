'use client';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { DEFAULT_CURRENCY, moneyFormat } from '@/lib/settings/currency';
import { siteClock, viewerClock } from '@/lib/timezones/clock';
import { useViewerZone } from './viewer-zone';

export { DEFAULT_CURRENCY };

const ymd = (d: string) => new Date(`${d.slice(0, 10)}T00:00:00Z`);

/**
 * A range ("Mar 4 – 10, 2030", "2:00 – 10:00 PM") with plain spaces: Node's ICU writes thin and narrow no-break
 * spaces in ranges where Chromium writes plain ones, and a server-rendered page must read the same in both.
 */
export const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/**
 * Formatters in the user's locale (Intl only: no date library in client bundles). Week dates are
 * calendar dates and are printed in UTC so they never shift a day; clock times use `timeZone`, or the
 * browser's when it is undefined. `viewerZone` (the viewer's chosen zone, lib/browser/viewer-zone.tsx):
 * `stamp`, the times not tied to a site (history rows, "approved at"), are printed on it with its name.
 */
export function makeFormat(locale: string, currency: string, timeZone?: string, viewerZone?: string) {
  const hours = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat(locale);
  const money = moneyFormat(locale, currency);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const range = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  const stamp = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const kb = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  const mb = new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const site = siteClock(locale);
  const viewer = viewerZone ? viewerClock(locale, viewerZone) : null;
  return {
    hours: (n: number | null | undefined) => (n === null || n === undefined ? '—' : hours.format(Number(n))),
    count: (n: number) => count.format(n),
    money: (n: number | null | undefined) => (n === null || n === undefined ? '—' : money.format(Number(n))),
    date: (d: string) => day.format(ymd(d)),
    week: (start: string, end: string) => plainSpaces(range.formatRange(ymd(start), ymd(end))),
    weekday: (iso: string) => weekday.format(new Date(iso)),
    time: (iso: string | null) => (iso ? (viewer ? viewer.time(iso) : time.format(new Date(iso))) : '—'),
    stamp: (iso: string | null) => (iso ? (viewer ? viewer.stamp(iso) : stamp.format(new Date(iso))) : '—'),
    /**
     * A time tied to a site (punch, shift, exception) on the site's clock with its zone, "8:05 AM EST":
     * the same text as the mail and the approval page, whatever the browser's zone (lib/timezones/clock.ts).
     */
    siteTime: site.time,
    siteStamp: site.stamp,
    /** The site's calendar day of an instant: "Mon, Dec 7" (a punch at 11 PM is that evening's, not the next UTC day). */
    siteWeekday: site.weekday,
    bytes: (n: number) => (n < 1024 * 1024 ? kb.format(Math.max(1, Math.round(n / 1024))) : mb.format(n / (1024 * 1024))),
  };
}

export type Format = ReturnType<typeof makeFormat>;

/**
 * In the portal every clock time is on the viewer's zone (lib/browser/viewer-zone.tsx: her chosen one, else the
 * tenant's, the same the server rendered with), stamps and times named with it, so the browser's zone never
 * changes what a record says; outside it (a public page, a part rendered alone), the browser's. Site times: siteTime & co.
 */
export function useFormat(currency = DEFAULT_CURRENCY): Format {
  const locale = useLocale();
  const viewerZone = useViewerZone();
  return useMemo(() => makeFormat(locale, currency, viewerZone, viewerZone), [locale, currency, viewerZone]);
}
