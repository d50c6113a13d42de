'use client';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { plainSpaces } from '@/lib/browser/format';

const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * Formatters in the reader's language. Shift times show in the location's zone (the site's wall
 * clock); calendar days are formatted in UTC from noon so no zone can move them to another date.
 */
export function useShiftFormat() {
  const locale = useLocale();
  return useMemo(() => {
    const times = new Map<string, Intl.DateTimeFormat>();
    const timeIn = (timeZone: string) => {
      let f = times.get(timeZone);
      if (!f) times.set(timeZone, (f = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone })));
      return f;
    };
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const range = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const count = new Intl.NumberFormat(locale);
    return {
      timeRange: (startsAt: string, endsAt: string, timeZone: string) =>
        plainSpaces(timeIn(timeZone).formatRange(new Date(startsAt), new Date(endsAt))),
      weekday: (day: string) => weekday.format(dayDate(day)),
      shortDate: (day: string) => short.format(dayDate(day)),
      longDate: (day: string) => long.format(dayDate(day)),
      week: (monday: string, sunday: string) => plainSpaces(range.formatRange(dayDate(monday), dayDate(sunday))),
      count: (n: number) => count.format(n),
      /** "PDT", "GMT+2": the zone's short name, so a reader elsewhere knows whose clock this is. */
      zone: (timeZone: string, at = new Date()) =>
        new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')
          ?.value ?? timeZone,
    };
  }, [locale]);
}
