import { NextIntlClientProvider } from 'next-intl';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CalendarFields, EMPTY_CALENDAR, calendarPayload } from '@/components/work-requests/calendar-fields';
import { PositionSelect } from '@/components/work-requests/position-select';
import { RequestHint } from '@/components/work-requests/request-hint';
import { LOCALES } from '@/lib/i18n/config';

/**
 * Issue 22, item 12: the fields the shift request, the order and the public form share, rendered in
 * every locale from that locale's own catalogue (no English fallback), so a missing key shows up here.
 */

const noop = () => {};
const options = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Forklift driver' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Picker' },
];

async function render(locale: string, ui: ReactNode) {
  const errors: string[] = [];
  const workRequests = (await import(`@/messages/workRequests/${locale}.json`)).default;
  const html = renderToStaticMarkup(
    h(NextIntlClientProvider, {
      locale,
      messages: { workRequests },
      timeZone: 'UTC',
      onError: (e: Error) => void errors.push(e.message),
      children: ui,
    }),
  );
  return { html, errors };
}

const shared = () => [
  h(RequestHint, { key: 's', kind: 'shift' }),
  h(RequestHint, { key: 'o', kind: 'order' }),
  h(RequestHint, { key: 'p', kind: 'public' }),
  h(PositionSelect, { key: 'ps', value: options[1]!.id, options, onChange: noop }),
  h(PositionSelect, { key: 'pe', value: '', options: [], onChange: noop }),
  h(CalendarFields, {
    key: 'c',
    value: { endDate: '2031-03-07', weekdays: [1, 3], count: '4' },
    onChange: noop,
    errors: { end_date: 'x' },
  }),
];

describe('shared request fields in 8 locales', () => {
  it.each(LOCALES)('%s: every label and hint comes from the catalogue', async (locale) => {
    const { html, errors } = await render(locale, shared());
    expect(errors).toEqual([]);
    const catalogue = (await import(`@/messages/workRequests/${locale}.json`)).default;
    for (const text of [
      catalogue.hint.shift,
      catalogue.hint.order,
      catalogue.hint.public,
      catalogue.repeatOn,
      ...Object.values(catalogue.weekdays),
    ]) {
      expect(html).toContain(String(text).replace(/'/g, '&#x27;'));
    }
    // The chosen position shows by name; the chosen weekdays are ticked, the others not.
    expect(html).toContain('Picker');
    expect(html.match(/type="checkbox"[^>]*checked/g) ?? []).toHaveLength(2);
    if (locale !== 'en') {
      const en = (await import('@/messages/workRequests/en.json')).default;
      expect(catalogue.hint.shift).not.toBe(en.hint.shift);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    }
  });
});

describe('calendarPayload', () => {
  it('one day sends no calendar; a range sends end_date; weekdays send a sorted repeat with its count', () => {
    expect(calendarPayload(EMPTY_CALENDAR)).toEqual({});
    expect(calendarPayload({ endDate: '2031-03-07', weekdays: [], count: '' })).toEqual({ end_date: '2031-03-07' });
    expect(calendarPayload({ endDate: '', weekdays: [5, 1], count: '3' })).toEqual({ repeat: { weekdays: [1, 5], count: 3 } });
  });
});
