import type { z } from 'zod';
import type { timeZoneOption } from './schema';

export type TimeZoneOption = z.infer<typeof timeZoneOption>;

/** The zone a tenant starts with until an admin picks one (also the database default of a location's zone). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** True for a time zone the runtime knows by its IANA name (Intl refuses anything else). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Minutes east of UTC in a zone at an instant, from ICU's "GMT-05:00" form ("GMT" alone is zero). */
function offsetMinutes(timeZone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')
      ?.value ?? '';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

function offsetLabel(minutes: number): string {
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * ICU still lists some zones under names IANA has since replaced; the list offers the current name, which
 * Intl and PostgreSQL both accept, so "Kolkata" or "Kyiv" can be found and is what gets stored.
 */
const CURRENT_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
};

/**
 * Every IANA zone the runtime knows, plus UTC, with its offset at `at` (offsets move with daylight saving,
 * so the list is built per request), ordered west to east and by name. The label reads "(UTC-05:00)
 * America/New York": the offset people compare, then the city they search for.
 */
export function timeZoneList(at = new Date()): TimeZoneOption[] {
  const names = new Set(Intl.supportedValuesOf('timeZone').map((z) => CURRENT_NAMES[z] ?? z));
  names.add('UTC');
  return [...names]
    .map((value) => {
      const offset = offsetMinutes(value, at);
      return { value, label: `(${offsetLabel(offset)}) ${value.replaceAll('_', ' ')}`, offset_minutes: offset };
    })
    .sort((a, b) => a.offset_minutes - b.offset_minutes || a.value.localeCompare(b.value));
}
