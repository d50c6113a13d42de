import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, directionOf, isLocale, LOCALES, resolveLocale } from '@/lib/i18n/config';
import { withFallback } from '@/lib/i18n/messages';

describe('locales', () => {
  it('are the eight SPEC languages with en as default', () => {
    expect([...LOCALES].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'ru', 'zh']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('pt')).toBe(false);
  });
});

describe('resolveLocale', () => {
  it('lets a valid cookie win over Accept-Language', () => {
    expect(resolveLocale('de', 'fr-FR,fr;q=0.9')).toBe('de');
    expect(resolveLocale('ar', null)).toBe('ar');
  });

  it('ignores an unsupported cookie', () => {
    expect(resolveLocale('pt', 'it-IT,it;q=0.9')).toBe('it');
    expect(resolveLocale('', 'es')).toBe('es');
  });

  it('picks the best supported language by q-value', () => {
    expect(resolveLocale(undefined, 'pt-BR,fr;q=0.8,en;q=0.5')).toBe('fr');
    expect(resolveLocale(undefined, 'en;q=0.5,de;q=0.9,ru;q=0.7')).toBe('de');
    expect(resolveLocale(undefined, 'zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
  });

  it('maps a regional tag to its language', () => {
    expect(resolveLocale(undefined, 'fr-CA')).toBe('fr');
    expect(resolveLocale(undefined, 'AR-EG')).toBe('ar');
  });

  it('falls back to en when nothing is supported', () => {
    expect(resolveLocale(undefined, 'pt-BR,ja;q=0.9')).toBe('en');
    expect(resolveLocale(undefined, '*')).toBe('en');
    expect(resolveLocale(undefined, '')).toBe('en');
    expect(resolveLocale(undefined, null)).toBe('en');
  });

  it('skips entries with an unreadable q-value', () => {
    expect(resolveLocale(undefined, 'fr;q=abc,de;q=0.2')).toBe('de');
  });

  // RFC 9110 §12.5.4: q=0 means "not acceptable".
  it('never picks a language marked q=0', () => {
    expect(resolveLocale(undefined, 'fr;q=0')).toBe('en');
    expect(resolveLocale(undefined, 'pt,de;q=0')).toBe('en');
  });

  // RFC 9110 §12.4.2: whitespace is allowed around the ';' of a weight.
  it('reads q-values written with spaces around the semicolon', () => {
    expect(resolveLocale(undefined, 'pt-BR, fr; q=0.8, en; q=0.5')).toBe('fr');
  });
});

describe('directionOf', () => {
  it('is rtl for Arabic only', () => {
    expect(directionOf('ar')).toBe('rtl');
    for (const l of LOCALES.filter((x) => x !== 'ar')) expect({ l, dir: directionOf(l) }).toEqual({ l, dir: 'ltr' });
  });
});

describe('withFallback', () => {
  const en = {
    nav: { jobs: 'Jobs', timesheets: 'Timesheets', admin: { users: 'Users', roles: 'Roles' } },
    common: { save: 'Save', cancel: 'Cancel' },
  };

  it('fills missing nested keys from English and keeps overrides', () => {
    const fr = { nav: { jobs: 'Offres', admin: { users: 'Utilisateurs' } }, common: { save: 'Enregistrer' } };
    expect(withFallback(en, fr)).toEqual({
      nav: { jobs: 'Offres', timesheets: 'Timesheets', admin: { users: 'Utilisateurs', roles: 'Roles' } },
      common: { save: 'Enregistrer', cancel: 'Cancel' },
    });
  });

  it('takes whole English sections the locale lacks', () => {
    expect(withFallback(en, { nav: { jobs: 'Stellen' } })).toEqual({
      nav: { jobs: 'Stellen', timesheets: 'Timesheets', admin: { users: 'Users', roles: 'Roles' } },
      common: { save: 'Save', cancel: 'Cancel' },
    });
  });

  it('keeps keys only the locale has', () => {
    expect(withFallback({ a: 'A' }, { b: 'B' })).toEqual({ a: 'A', b: 'B' });
  });

  it('does not modify the English messages', () => {
    const copy = structuredClone(en);
    withFallback(en, { nav: { jobs: 'Offres', admin: { users: 'Utilisateurs' } } });
    expect(en).toEqual(copy);
  });
});
