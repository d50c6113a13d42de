import { moneyFormat } from '@/lib/settings/currency';
import { siteClock } from '@/lib/timezones/clock';

const ymd = (d: string) => new Date(`${d}T00:00:00Z`);

/**
 * Server-side formatters of the approval page, in the contact's language. Week dates are calendar
 * dates (printed in UTC so they never shift a day); clock times and decision times are the site's
 * wall clock, the one the worker punched on, labelled with its zone like the portal's and the mails'.
 */
export function linkFormat(locale: string, currency: string) {
  const hours = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const money = moneyFormat(locale, currency);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const site = siteClock(locale);
  return {
    hours: (n: number | null) => (n === null ? '—' : hours.format(n)),
    money: (n: number) => money.format(n),
    count: (n: number) => new Intl.NumberFormat(locale).format(n),
    /** A calendar date, yyyy-MM-dd. */
    date: (d: string) => date.format(ymd(d)),
    /** A calendar date as a short weekday and day: "Mon, Mar 3". */
    day: (d: string) => day.format(ymd(d)),
    /** An instant's time on the site's clock, with the site's zone: "8:05 AM EST" (lib/timezones/clock.ts). */
    time: (iso: string, timeZone: string) => site.time(iso, timeZone),
    /** An instant's weekday and time on the site's clock: "Tue, 8:02 AM EST". */
    dayTime: (iso: string, timeZone: string) => site.dayTime(iso, timeZone),
    /** An instant's date and time on the site's clock: "Dec 6, 2026, 9:52 PM EST". */
    stamp: (iso: string, timeZone: string) => site.stamp(iso, timeZone),
  };
}

export type LinkFormat = ReturnType<typeof linkFormat>;
