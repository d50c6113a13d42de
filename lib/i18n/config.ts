export const LOCALES = ['en', 'ar', 'de', 'es', 'fr', 'it', 'ru', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** How long a language choice is remembered, whichever picker stored it. */
export const LOCALE_COOKIE_MAX_AGE_S = 31_536_000;
const RTL_LOCALES: readonly Locale[] = ['ar'];

/** Each language named in itself, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  ru: 'Русский',
  zh: '中文',
};

export const isLocale = (v: unknown): v is Locale => (LOCALES as readonly unknown[]).includes(v);
export const directionOf = (l: Locale) => (RTL_LOCALES.includes(l) ? 'rtl' : 'ltr');

/** Cookie choice first, then the best Accept-Language match, then en (DESIGN.md §5). */
export function resolveLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookie)) return cookie;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';').map((x) => x.trim());
      const q = params.find((p) => /^q=/i.test(p));
      return { tag: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1 };
    })
    // q=0 means "not acceptable" (RFC 9110), so such a language is never chosen.
    .filter((x) => x.tag && Number.isFinite(x.q) && x.q > 0)
    .sort((a, b) => b.q - a.q);
  return wanted.map((w) => w.tag).find(isLocale) ?? DEFAULT_LOCALE;
}
