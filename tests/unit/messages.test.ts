import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/config';
import { MODULE_NAMESPACES } from '@/lib/i18n/messages';
import { icuArguments } from '@/tests/support/icu-arguments';

type Tree = { [k: string]: string | Tree };
const read = (...parts: string[]) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', ...parts), 'utf8')) as Tree;
/** The whole catalogue of a locale: platform file plus each module's file under its namespace. */
// apiErrors is checked by tests/unit/api-error-catalogue.test.ts (with its English-copy check too).
const SCREEN_NAMESPACES = MODULE_NAMESPACES.filter((ns) => ns !== 'apiErrors');
const load = (l: string): Tree => ({
  ...read(`${l}.json`),
  ...Object.fromEntries(SCREEN_NAMESPACES.map((ns) => [ns, read(ns, `${l}.json`)])),
});

function flatten(t: Tree, prefix = ''): Record<string, string> {
  return Object.entries(t).reduce<Record<string, string>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? { ...acc, [key]: v } : { ...acc, ...flatten(v, key) };
  }, {});
}
// Screen texts hold ICU plurals and selects too: a one-word branch (`{punch, select, out {out} other {in}}`) is
// text, not an argument, so they are read the ICU way (arguments, each select's branch names, each plural): icuArguments.

const en = flatten(load('en'));

describe('message catalogues', () => {
  it('cover the eight locales of SPEC §1', () => {
    expect([...LOCALES].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'ru', 'zh']);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} has every English key, no extra key, and the same placeholders`, () => {
      const other = flatten(load(locale));
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        expect(icuArguments(other[key]!), `${locale}:${key}`).toEqual(icuArguments(text));
        expect(other[key]!.trim(), `${locale}:${key}`).not.toBe('');
      }
    });
  }

  it('keeps the exact English texts SPEC names', () => {
    expect(en['errors.mobile']).toBe('Sorry, mobile view is currently not supported');
    expect(en['errors.settings']).toBe("Can't client portal settings");
    expect(en['errors.maintenance']).toBe("Can't get maintenance mode settings");
    expect(en['errors.user']).toBe("Can't find user details");
    expect([en['app.loading.user'], en['app.loading.config'], en['app.loading.almost']]).toEqual([
      'Getting User Details',
      'Setting up configuration',
      'Almost there, Please wait.',
    ]);
    expect(en['app.title']).toBe('Client Portal Admin');
  });
});
