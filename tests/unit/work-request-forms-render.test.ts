import { NextIntlClientProvider } from 'next-intl';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EMPTY_ORDER, OrderFields, orderPayload } from '@/components/orders/order-fields';
import { positionIdOf } from '@/components/work-requests/position-select';
import { PlacementForm } from '@/components/placement-requests/placement-form';
import { LOCALES } from '@/lib/i18n/config';
import { createOrderBody } from '@/lib/orders/schema';

/**
 * Issue 22, item 12: the order form and the public placement-request form pick the position from the
 * agency's list, in every locale from that locale's own catalogue (no English fallback).
 */

const options = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Forklift driver' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Picker' },
];
const noop = () => {};
const escaped = (s: string) => s.replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

async function render(locale: string, ui: ReactNode) {
  const errors: string[] = [];
  const load = async (ns: string) => (await import(`@/messages/${ns}/${locale}.json`)).default;
  const [workRequests, publicJobs, orders] = await Promise.all([load('workRequests'), load('publicJobs'), load('orders')]);
  const html = renderToStaticMarkup(
    h(NextIntlClientProvider, {
      locale,
      messages: { workRequests, publicJobs, orders },
      timeZone: 'UTC',
      onError: (e: Error) => void errors.push(e.message),
      children: ui,
    }),
  );
  return { html, errors, workRequests };
}

describe('public placement-request form in 8 locales', () => {
  it.each(LOCALES)('%s: a native select of the positions with "Other", and the text box beside it without JavaScript', async (locale) => {
    const ui = h(PlacementForm, { company: 'acme', positions: options, minStartDate: '2030-01-01', initialError: null, initialFields: [] });
    const { html, errors, workRequests } = await render(locale, ui);
    expect(errors).toEqual([]);
    const select = /<select[^>]*name="position_id"[^>]*>([\s\S]*?)<\/select>/.exec(html);
    expect(select, 'a native select named position_id').not.toBeNull();
    const values = [...(select?.[1] ?? '').matchAll(/<option[^>]*value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(values).toEqual([
      ['', escaped(workRequests.choosePosition)],
      [options[0]!.id, 'Forklift driver'],
      [options[1]!.id, 'Picker'],
      ['other', escaped(workRequests.otherOption)],
    ]);
    // Server-rendered (no JavaScript yet): the free-text box is there too, optional, with its hint.
    expect(html).toMatch(/<input(?=[^>]*name="position")(?![^>]*required)[^>]*>/);
    expect(html).toContain(escaped(workRequests.otherPosition));
    expect(html).toContain(escaped(workRequests.otherPositionHint));
    // The spam trap stays.
    expect(html).toContain('name="website"');
  });

  it('an agency without positions gets the required text box alone', async () => {
    const ui = h(PlacementForm, { company: 'acme', positions: [], minStartDate: '2030-01-01', initialError: null, initialFields: [] });
    const { html } = await render('en', ui);
    expect(html).not.toContain('name="position_id"');
    expect(html).toMatch(/<input(?=[^>]*name="position")(?=[^>]*required)[^>]*>/);
  });
});

describe('order form in 8 locales', () => {
  it.each(LOCALES)('%s: the position is the agency list’s select, not a text box', async (locale) => {
    const draft = { ...EMPTY_ORDER, positionId: options[1]!.id };
    const ui = h(OrderFields, {
      draft,
      onChange: noop,
      invalid: new Set(['position']),
      fields: ['position', 'headcount'],
      positions: options,
    });
    const { html, errors, workRequests } = await render(locale, ui);
    expect(errors).toEqual([]);
    expect(html).toContain('role="combobox"');
    expect(html).toContain('Picker');
    expect(html).toContain(escaped(workRequests.position));
    // A refused position asks to choose one, in the reader's language.
    expect(html).toContain(escaped(workRequests.choosePosition));
    expect(html).not.toMatch(/<input[^>]*maxLength="80"/i);
  });
});

describe('orderPayload', () => {
  it('posts the chosen position as position_id, which the API schema accepts', () => {
    const draft = { ...EMPTY_ORDER, locationId: options[0]!.id, positionId: options[0]!.id, start_date: '2030-01-02' };
    const body = orderPayload(draft, ['position', 'headcount', 'start_date']);
    expect(body).toEqual({ position_id: options[0]!.id, headcount: '1', start_date: '2030-01-02' });
    expect(createOrderBody.safeParse({ ...body, location_id: draft.locationId }).success).toBe(true);
  });

  it('sends no position while none is chosen: a new order is refused on position', () => {
    const body = orderPayload({ ...EMPTY_ORDER, start_date: '2030-01-02' }, ['position', 'headcount', 'start_date']);
    expect(body).not.toHaveProperty('position_id');
    const parsed = createOrderBody.safeParse({ ...body, location_id: options[0]!.id });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'))).toEqual(['position']);
  });

  it('finds an order’s or a request’s typed position in the list, case and spacing aside', () => {
    expect(positionIdOf('  picker ', options)).toBe(options[1]!.id);
    expect(positionIdOf('Baker', options)).toBe('');
  });
});

describe('the calendar of the order and the public form (one request model)', () => {
  it.each(LOCALES)('%s: the public form posts its last day, weekday boxes and count as plain fields (no JavaScript)', async (locale) => {
    const ui = h(PlacementForm, { company: 'acme', positions: options, minStartDate: '2030-01-01', initialError: null, initialFields: [] });
    const { html, errors, workRequests } = await render(locale, ui);
    expect(errors).toEqual([]);
    expect(html).toMatch(/<input(?=[^>]*type="date")(?=[^>]*name="end_date")[^>]*>/);
    expect(html).toMatch(/<input(?=[^>]*type="number")(?=[^>]*name="repeat_count")[^>]*>/);
    for (let d = 1; d <= 7; d++) {
      expect(html).toMatch(new RegExp(`<input(?=[^>]*type="checkbox")(?=[^>]*name="repeat_${d}")[^>]*>`));
      expect(html).toContain(escaped(workRequests.weekdays[String(d)]));
    }
    expect(html).toContain(escaped(workRequests.repeatHintRange));
  });

  it('marks the calendar fields the server refused, in the reader’s language', async () => {
    const ui = h(PlacementForm, {
      company: 'acme',
      positions: options,
      minStartDate: '2030-01-01',
      initialError: 'invalid',
      initialFields: ['end_date', 'repeat'],
    });
    const { html, workRequests } = await render('de', ui);
    expect(html).toContain(escaped(workRequests.errors.end_date));
    expect(html).toContain(escaped(workRequests.errors.repeat));
  });

  it.each(LOCALES)('%s: the order form shows the range and repeat in words for days, not shifts', async (locale) => {
    const ui = h(OrderFields, {
      draft: { ...EMPTY_ORDER, weekdays: [1, 3] },
      onChange: noop,
      invalid: new Set(['repeat']),
      fields: ['start_date', 'end_date', 'repeat'],
      positions: options,
    });
    const { html, errors, workRequests } = await render(locale, ui);
    expect(errors).toEqual([]);
    expect(html).toContain(escaped(workRequests.countDays));
    expect(html).not.toContain(escaped(workRequests.count));
    expect(html).toContain(escaped(workRequests.errors.repeat));
  });

  it('orderPayload sends the repeat the API schema accepts; none ticked is no repeat', () => {
    const base = { ...EMPTY_ORDER, locationId: options[0]!.id, positionId: options[0]!.id, start_date: '2030-01-07' };
    const fields = ['position', 'headcount', 'start_date', 'end_date', 'repeat'] as const;
    const weekly = orderPayload({ ...base, end_date: '2030-02-01', weekdays: [3, 1], count: '4' }, fields);
    expect(weekly).toMatchObject({ end_date: '2030-02-01', repeat: { weekdays: [1, 3], count: 4 } });
    expect(createOrderBody.safeParse({ ...weekly, location_id: base.locationId }).success).toBe(true);
    expect(orderPayload(base, fields)).toMatchObject({ end_date: null, repeat: null });
    const none = createOrderBody.safeParse({
      ...orderPayload({ ...base, end_date: '2030-01-08', weekdays: [6] }, fields),
      location_id: base.locationId,
    });
    expect(none.success ? [] : none.error.issues.map((i) => i.path.join('.'))).toEqual(['repeat']);
  });
});
