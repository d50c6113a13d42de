import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFormat } from '@/lib/browser/format';
import { formatInZone, siteClock, viewerClock, zoneAbbreviation } from '@/lib/timezones/clock';

const ZONES = Intl.supportedValuesOf('timeZone');
// The process zones a server or test runner may have; the printed text must not depend on any of them.
const PROCESS_ZONES = ['UTC', 'Asia/Tokyo', 'Pacific/Honolulu', 'America/Chicago'];
const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

/**
 * The wall time of an instant in a zone computed another way than the formatter does: the zone's offset
 * (ICU's "GMT+05:30" form) added to the instant, read back in UTC.
 */
function wallTime(at: Date, timeZone: string): { hour: number; minute: number } {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')
      ?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const offset = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  const local = new Date(at.getTime() + offset * 60_000);
  return { hour: local.getUTCHours(), minute: local.getUTCMinutes() };
}

/** "8:05 AM EST" → 08:05 in 24-hour terms. */
function parsed(text: string): { hour: number; minute: number } {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM) /.exec(text);
  if (!m) throw new Error(`unexpected time ${text}`);
  return { hour: (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0), minute: Number(m[2]) };
}

describe('site clock', () => {
  it('prints a punch at an EST site as the site read it, with the zone, in any process zone', () => {
    const punch = '2026-12-07T13:05:00.000Z';
    for (const tz of PROCESS_ZONES) {
      process.env.TZ = tz;
      expect(siteClock('en-US').time(punch, 'America/New_York')).toBe('8:05 AM EST');
      expect(siteClock('en-US').stamp(punch, 'America/New_York')).toBe('Dec 7, 2026, 8:05 AM EST');
      expect(siteClock('en-US').weekday(punch, 'America/New_York')).toBe('Mon, Dec 7');
    }
  });

  it('names the zone the way it is at that instant (daylight saving) and prints "—" for no instant', () => {
    expect(zoneAbbreviation('America/New_York', 'en-US', '2026-07-01T12:00:00Z')).toBe('EDT');
    expect(zoneAbbreviation('America/New_York', 'en-US', '2026-12-01T12:00:00Z')).toBe('EST');
    expect(siteClock('en-US').time(null, 'America/New_York')).toBe('—');
  });

  it('prints in the reader language with the zone name in it', () => {
    const text = formatInZone('2026-12-07T13:05:00.000Z', 'Europe/Berlin', 'de', 'time');
    expect(text).toContain('14:05');
    expect(text).toContain('MEZ');
  });

  it('viewer times are on the viewer zone, labelled, whatever the process zone', () => {
    process.env.TZ = 'Asia/Tokyo';
    const v = viewerClock('en-US', 'America/Chicago');
    expect(v.stamp('2026-12-07T02:39:00.000Z')).toBe('Dec 6, 2026, 8:39 PM CST');
    expect(v.stamp(null)).toBe('—');
  });

  it('property: the printed wall time is the zone wall time, for any instant, zone and process zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        fc.constantFrom(...PROCESS_ZONES),
        (at, zone, processZone) => {
          process.env.TZ = processZone;
          const text = formatInZone(at, zone, 'en-US', 'time');
          expect(parsed(text)).toEqual(wallTime(at, zone));
          // The label is the zone's own, not the process's.
          expect(text.endsWith(zoneAbbreviation(zone, 'en-US', at))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("the portal's formatter: site times on the site's clock, stamps on the viewer's zone, never the process's", () => {
    // An approval at 02:39 UTC on 7 Dec reads 6 Dec, 8:39 PM for a viewer on Chicago's clock, in any browser.
    const approvedAt = '2026-12-07T02:39:00.000Z';
    const punch = '2026-12-07T13:05:00.000Z';
    for (const tz of ['Asia/Tokyo', 'Pacific/Honolulu', 'UTC']) {
      process.env.TZ = tz;
      const fmt = makeFormat('en-US', 'USD', undefined, 'America/Chicago');
      expect(fmt.siteTime(punch, 'America/New_York')).toBe('8:05 AM EST');
      expect(fmt.siteWeekday(punch, 'America/New_York')).toBe('Mon, Dec 7');
      expect(fmt.stamp(approvedAt)).toBe('Dec 6, 2026, 8:39 PM CST');
      expect(fmt.stamp(null)).toBe('—');
    }
  });
});
