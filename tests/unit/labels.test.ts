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
    return catalogue(locale)[label]![form];
  };

describe('default labels', () => {
  it('are Shift(s), Placement(s) and Order(s) in English', () => {
    expect(withDefaultLabels({}, textOf('en'), 'en')).toEqual({
      shift: { label: 'Shift', plural: 'Shifts', singular: 'Shift' },
      placement: { label: 'Placement', plural: 'Placements', singular: 'Placement' },
      order: { label: 'Order', plural: 'Orders', singular: 'Order' },
    });
  });

  it('come from each locale’s catalogue: the German shell says Schichten', () => {
    expect(withDefaultLabels({}, textOf('de'), 'de').shift).toEqual({ label: 'Schicht', plural: 'Schichten', singular: 'Schicht' });
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const labels = withDefaultLabels({}, textOf(locale), locale);
      expect(labels.shift.plural, locale).not.toBe('Shifts');
      expect(labels.order.plural, locale).not.toBe('Orders');
    }
  });

  it('give way to a tenant’s renamed label, in every language', () => {
    const gig = makeLabel('Gig', { plural: 'Gigs' });
    expect(withDefaultLabels({ shift: gig }, textOf('ru'), 'ru')).toMatchObject({ shift: gig, order: { plural: 'Заказы' } });
  });

  it('per language: the reader’s own forms, then the tenant’s default-language forms, then the catalogue', () => {
    const renamed = {
      shift: { ...makeLabel('Gig', { plural: 'Gigs' }), locales: { fr: { singular: 'Mission', plural: 'Missions' } } },
      order: { locales: { de: { singular: 'Anfrage', plural: 'Anfragen' } } },
    };
    const fr = withDefaultLabels(renamed, textOf('fr'), 'fr');
    expect(fr.shift).toMatchObject({ label: 'Mission', singular: 'Mission', plural: 'Missions' });
    // No French words for orders and no default rename: the French catalogue's word.
    expect(fr.order).toMatchObject({ singular: 'Commande', plural: 'Commandes' });
    const de = withDefaultLabels(renamed, textOf('de'), 'de');
    expect(de.shift).toMatchObject({ label: 'Gig', singular: 'Gig', plural: 'Gigs' });
    expect(de.order).toMatchObject({ label: 'Anfrage', plural: 'Anfragen' });
    // The words per language travel with the label, for the screens that edit them.
    expect(de.shift.locales).toEqual({ fr: { singular: 'Mission', plural: 'Missions' } });
    // ...with the default words an editor shows above them: the rename, or the catalogue's word.
    expect(fr.shift.defaultWords).toEqual({ label: 'Gig', singular: 'Gig', plural: 'Gigs' });
    expect(fr.order.defaultWords).toEqual({ label: 'Commande', singular: 'Commande', plural: 'Commandes' });
    expect([fr.shift.renamed, fr.order.renamed, fr.placement.renamed]).toEqual([true, undefined, undefined]);
    expect(de.placement.locales).toBeUndefined();
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
