/**
 * The two clocks every time is printed on (DESIGN §8 "One clock"), with Intl only so the same code runs on the
 * server, in mails and in the browser and prints the same text whatever the process's or browser's own zone:
 * - the site's clock: a punch, shift, timesheet day or exception, in its location's IANA zone;
 * - the viewer's clock: history rows and "approved at", in the zone the viewer chose (else the tenant's).
 * Both name the zone they print ("8:05 AM EST", "Dec 6, 2026, 9:52 PM GMT+1"), so nobody mistakes one for the other.
 */

type Style = 'time' | 'stamp' | 'weekday' | 'dayTime';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  time: { hour: 'numeric', minute: '2-digit' },
  stamp: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  weekday: { weekday: 'short', month: 'short', day: 'numeric' },
  dayTime: { weekday: 'short', hour: 'numeric', minute: '2-digit' },
};

/** Node's ICU writes narrow no-break spaces ("8:05\u202fAM") where browsers may write plain ones: print plain ones. */
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string, style: Style): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${style}`;
  let f = cache.get(key);
  if (!f) {
    // A weekday and date alone name no hour, so no zone label; every form with a time carries one.
    const zoneName: Intl.DateTimeFormatOptions = style === 'weekday' ? {} : { timeZoneName: 'short' };
    f = new Intl.DateTimeFormat(locale, { ...OPTIONS[style], ...zoneName, timeZone });
    // Bounded: locales × zones in use × 4 styles; a flood of odd zones only rebuilds formatters.
    if (cache.size > 2000) cache.clear();
    cache.set(key, f);
  }
  return f;
}

const toDate = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at);

/** An instant on a zone's clock in `locale`, labelled with the zone's short name (except the date-only weekday form). */
export function formatInZone(at: string | Date, timeZone: string, locale: string, style: Style = 'time'): string {
  return plain(formatter(locale, timeZone, style).format(toDate(at)));
}

/** The zone's short name at an instant in `locale`: "EST", "PDT", "GMT+9" (the name changes with daylight saving). */
export function zoneAbbreviation(timeZone: string, locale: string, at: string | Date = new Date()): string {
  const part = formatter(locale, timeZone, 'time')
    .formatToParts(toDate(at))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** A zone as a "Times in …" note names it: its short name and its IANA id, "EST (America/New_York)"; UTC once. */
export function zoneWithId(timeZone: string, locale: string, at: string | Date = new Date()): string {
  const short = zoneAbbreviation(timeZone, locale, at);
  return short === timeZone ? timeZone : `${short} (${timeZone})`;
}

/** Times tied to a site: each call names the site's zone (`locations.timezone`). Null instants print "—". */
export function siteClock(locale: string) {
  const of = (style: Style) => (at: string | Date | null, timeZone: string) => (at ? formatInZone(at, timeZone, locale, style) : '—');
  return { time: of('time'), stamp: of('stamp'), weekday: of('weekday'), dayTime: of('dayTime') };
}

/** Times not tied to a site, on the viewer's chosen zone (profile, else the tenant's). Null instants print "—". */
export function viewerClock(locale: string, timeZone: string) {
  const of = (style: Style) => (at: string | Date | null) => (at ? formatInZone(at, timeZone, locale, style) : '—');
  return { zone: timeZone, time: of('time'), stamp: of('stamp') };
}
