import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/config';
import { SEEDED_STATUS_NAMES, seededStatusKey, statusNameFor } from '@/lib/statuses/seeded-names';

const catalogue = (locale: string) =>
  (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { common: { statusNames: Record<string, string> } }).common.statusNames;

describe('seeded status names (issue 22 item 9)', () => {
  it('leave every name the product did not seed as the tenant typed it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (name) => {
        fc.pre(!Object.hasOwn(SEEDED_STATUS_NAMES, name));
        return statusNameFor(name, () => 'translated') === name && seededStatusKey(name) === null;
      }),
    );
    expect(statusNameFor('placed', () => 'x')).toBe('placed');
    expect(statusNameFor('Placed ', () => 'x')).toBe('Placed ');
  });

  it('has a word for every seeded name in every language, the English one the seeded name itself', () => {
    for (const locale of LOCALES) {
      const words = catalogue(locale);
      for (const [name, key] of Object.entries(SEEDED_STATUS_NAMES)) {
        expect(words[key], `${locale} ${key}`).toBeTruthy();
        if (locale === 'en') expect(words[key]).toBe(name);
      }
    }
  });
});
