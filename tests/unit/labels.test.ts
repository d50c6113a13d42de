import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/config';
import { makeLabel, withDefaultLabels, type DefaultLabelText } from '@/lib/settings/labels';

type LabelCatalogue = Record<string, { singular: string; plural: string }>;
const catalogue = (locale: string) =>
  (JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as { labels: LabelCatalogue }).labels;
const textOf =
  (locale: string): DefaultLabelText =>
  (key) => {
    const [label, form] = key.split('.') as [string, 'singular' | 'plural'];
    return catalogue(locale)[label][form];
  };

describe('default labels', () => {
  it('are Shift(s), Placement(s) and Order(s) in English', () => {
    expect(withDefaultLabels({}, textOf('en'))).toEqual({
      shift: { label: 'Shift', plural: 'Shifts', singular: 'Shift' },
      placement: { label: 'Placement', plural: 'Placements', singular: 'Placement' },
      order: { label: 'Order', plural: 'Orders', singular: 'Order' },
    });
  });

  it('come from each locale’s catalogue: the German shell says Schichten', () => {
    expect(withDefaultLabels({}, textOf('de')).shift).toEqual({ label: 'Schicht', plural: 'Schichten', singular: 'Schicht' });
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const labels = withDefaultLabels({}, textOf(locale));
      expect(labels.shift.plural, locale).not.toBe('Shifts');
      expect(labels.order.plural, locale).not.toBe('Orders');
    }
  });

  it('give way to a tenant’s renamed label, in every language', () => {
    const gig = makeLabel('Gig', { plural: 'Gigs' });
    expect(withDefaultLabels({ shift: gig }, textOf('ru'))).toMatchObject({ shift: gig, order: { plural: 'Заказы' } });
  });
});

describe('makeLabel', () => {
  it('keeps the singular and plural the admin gives, trimmed', () => {
    expect(makeLabel('  Staff ', { plural: ' Staff Members ', singular: 'Staff Member' })).toEqual({
      label: 'Staff',
      plural: 'Staff Members',
      singular: 'Staff Member',
    });
  });

  it('applies no English inflection: a form left out (or blank) is the label itself', () => {
    expect(makeLabel('Einsatz')).toEqual({ label: 'Einsatz', plural: 'Einsatz', singular: 'Einsatz' });
    expect(makeLabel('Gig', { plural: 'Gigs', singular: '   ' })).toEqual({ label: 'Gig', plural: 'Gigs', singular: 'Gig' });
  });
});
