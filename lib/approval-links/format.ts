import { moneyFormat } from '@/lib/settings/currency';

const ymd = (d: string) => new Date(`${d}T00:00:00Z`);

/**
 * Server-side formatters of the approval page, in the contact's language. Week dates are calendar
 * dates (printed in UTC so they never shift a day); clock times and decision times are the site's
 * wall clock, the one the worker punched on.
 */
export function linkFormat(locale: string, currency: string) {
  const hours = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const money = moneyFormat(locale, currency);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const inZone = (timeZone: string, opts: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...opts, timeZone });
  return {
    hours: (n: number | null) => (n === null ? '—' : hours.format(n)),
    money: (n: number) => money.format(n),
    count: (n: number) => new Intl.NumberFormat(locale).format(n),
    /** A calendar date, yyyy-MM-dd. */
    date: (d: string) => date.format(ymd(d)),
    /** A calendar date as a short weekday and day: "Mon, Mar 3". */
    day: (d: string) => day.format(ymd(d)),
    /** An instant's time on the site's clock. */
    time: (iso: string, timeZone: string) => inZone(timeZone, { timeStyle: 'short' }).format(new Date(iso)),
    /** An instant's weekday and time on the site's clock: "Tue 08:02". */
    dayTime: (iso: string, timeZone: string) =>
      inZone(timeZone, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso)),
    /** An instant's date and time on the site's clock. */
    stamp: (iso: string, timeZone: string) => inZone(timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
  };
}

export type LinkFormat = ReturnType<typeof linkFormat>;
