import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/config';
import { makeLabel } from '@/lib/settings/labels';
import { autoPlural, inflects } from '@/lib/settings/plural';

/** Issue 22 item 9: a renamed label's plural the admin leaves out follows the language's rules. */

const latinWord = fc.stringMatching(/^[a-z]{1,20}$/);
const anyText = fc.string({ minLength: 1, maxLength: 40 });

describe('autoPlural', () => {
  it('gives the common plurals of each language with a rule', () => {
    const cases: [Parameters<typeof autoPlural>[1], string, string][] = [
      ['en', 'Booking', 'Bookings'],
      ['en', 'Category', 'Categories'],
      ['en', 'Day', 'Days'],
      ['en', 'Box', 'Boxes'],
      ['en', 'Dispatch', 'Dispatches'],
      ['en', 'Time slot', 'Time slots'],
      ['en', 'GIG', 'GIGS'],
      ['fr', 'Mission', 'Missions'],
      ['fr', 'Bureau', 'Bureaux'],
      ['fr', 'Journal', 'Journaux'],
      ['fr', 'Temps', 'Temps'],
      ['es', 'Turno', 'Turnos'],
      ['es', 'Vez', 'Veces'],
      ['es', 'Camión', 'Camiones'],
      ['it', 'Turno', 'Turni'],
      ['it', 'Prenotazione', 'Prenotazioni'],
      ['it', 'Richiesta', 'Richieste'],
      ['de', 'Buchung', 'Buchungen'],
      ['de', 'Schicht', 'Schicht'],
      ['zh', '班次', '班次'],
      ['ru', 'Смена', 'Смена'],
    ];
    for (const [locale, word, plural] of cases) expect(autoPlural(word, locale), `${locale} ${word}`).toBe(plural);
  });

  it('leaves every word alone in a language whose numbers have one plural category (Intl.PluralRules)', () => {
    const flat = LOCALES.filter((l) => !inflects(l));
    expect(flat).toEqual(['zh']);
    fc.assert(fc.property(anyText, (w) => flat.every((l) => autoPlural(w, l) === w.trim())));
  });

  it('in English, always changes a word, keeps its stem and ends in s', () => {
    fc.assert(
      fc.property(latinWord, (w) => {
        const p = autoPlural(w, 'en');
        return p !== w && p.startsWith(w.slice(0, -1)) && p.endsWith('s');
      }),
    );
  });

  it('keeps the case of the word: Capitalised stays Capitalised, an all-capitals word stays in capitals', () => {
    fc.assert(
      fc.property(latinWord, fc.constantFrom(...LOCALES), (w, l) => {
        const cap = w[0]!.toUpperCase() + w.slice(1);
        const p = autoPlural(cap, l);
        return p[0] === cap[0] && p.slice(1) === p.slice(1).toLowerCase();
      }),
    );
  });

  it('inflects only the last word of a label, in every language', () => {
    fc.assert(fc.property(latinWord, latinWord, fc.constantFrom(...LOCALES), (a, b, l) => autoPlural(`${a} ${b}`, l).startsWith(`${a} `)));
  });
});

describe('makeLabel', () => {
  it("keeps the admin's own plural in any language, and forms one in hers when she leaves it out", () => {
    fc.assert(
      fc.property(
        latinWord,
        latinWord,
        fc.constantFrom(...LOCALES),
        (label, plural, l) => makeLabel(label, { plural }, l).plural === plural,
      ),
    );
    expect(makeLabel('Booking', {}, 'en')).toEqual({ label: 'Booking', singular: 'Booking', plural: 'Bookings' });
    expect(makeLabel('Booking', { singular: 'Booking slot' }, 'en').plural).toBe('Booking slots');
  });
});
