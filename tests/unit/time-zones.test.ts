import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { TimeZonePicker } from '@/components/ui/time-zone-picker';
import { DEFAULT_TIME_ZONE, isTimeZone, timeZoneList } from '@/lib/timezones/list';
import { screenHarness } from '@/tests/support/render-screen';

describe('timeZoneList', () => {
  const winter = timeZoneList(new Date('2026-01-15T12:00:00Z'));
  const summer = timeZoneList(new Date('2026-07-15T12:00:00Z'));
  const find = (list: typeof winter, zone: string) => list.find((z) => z.value === zone);

  it('labels each zone with its offset at the moment asked, daylight saving included', () => {
    expect(find(winter, 'America/New_York')).toEqual({
      value: 'America/New_York',
      label: '(UTC-05:00) America/New York',
      offset_minutes: -300,
    });
    expect(find(summer, 'America/New_York')).toEqual({
      value: 'America/New_York',
      label: '(UTC-04:00) America/New York',
      offset_minutes: -240,
    });
    expect(find(winter, 'Asia/Kathmandu')?.label).toBe('(UTC+05:45) Asia/Kathmandu');
    expect(find(winter, 'UTC')).toEqual({ value: 'UTC', label: '(UTC+00:00) UTC', offset_minutes: 0 });
  });

  it("offers IANA's current names, each once, every one a zone Intl accepts", () => {
    const names = winter.map((z) => z.value);
    expect(new Set(names).size).toBe(names.length);
    for (const current of ['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh', 'America/Argentina/Buenos_Aires'])
      expect(names).toContain(current);
    for (const old of ['Asia/Calcutta', 'Europe/Kiev', 'Asia/Saigon', 'America/Buenos_Aires']) expect(names).not.toContain(old);
    expect(names.filter((n) => !isTimeZone(n))).toEqual([]);
    expect(names).toContain(DEFAULT_TIME_ZONE);
  });

  it('runs west to east, then by name', () => {
    const keys = winter.map((z) => [z.offset_minutes, z.value] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
    expect(keys).toEqual(sorted);
    expect(winter[0]!.offset_minutes).toBeLessThan(-600);
    expect(winter.at(-1)!.offset_minutes).toBeGreaterThan(720);
  });
});

describe('the time zone picker', () => {
  const zones = timeZoneList(new Date('2026-01-15T12:00:00Z'));
  const { render, missing } = screenHarness({
    namespaces: [],
    fallback: { '/api/main/timezones': { data: zones, meta: { totalItems: zones.length, total: zones.length } } },
  });

  it('shows the chosen zone by its label, or asks for one', async () => {
    expect(await render(h(TimeZonePicker, { id: 'tz', value: 'Europe/Berlin', onChange: () => undefined }))).toContain(
      '(UTC+01:00) Europe/Berlin',
    );
    const empty = await render(h(TimeZonePicker, { id: 'tz', value: '', onChange: () => undefined }), 'fr');
    expect(empty).toContain('Choisissez un fuseau horaire');
    expect(empty).toContain('role="combobox"');
    expect(missing).toEqual([]);
  });
});

describe('time zone fields', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.tsx') ? [path.join(dir, e.name)] : [],
    );

  it('all use the one picker: no screen lists zones of its own or types one into a text box', () => {
    const own = files(path.join(process.cwd(), 'components')).filter((f) => {
      const source = readFileSync(f, 'utf8');
      return /supportedValuesOf\(\s*'timeZone'|list="iana-zones"|<Input[^>]*timezone/i.test(source);
    });
    expect(own).toEqual([]);
  });
});
