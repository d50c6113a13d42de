import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from './config';

/** The query parameter a page without JavaScript sends its language choice in (components/shell/language-form.tsx). */
export const LANGUAGE_PARAM = 'lang';

/** The language a request asks to switch to with ?lang=…, or null. */
export function languageSwitch(url: URL): Locale | null {
  const asked = url.searchParams.get(LANGUAGE_PARAM);
  return isLocale(asked) ? asked : null;
}

/** The address without the switch, to send the visitor back to once the choice is stored. */
export function withoutLanguageSwitch(url: URL): URL {
  const next = new URL(url);
  next.searchParams.delete(LANGUAGE_PARAM);
  return next;
}

/** The cookie that stores the choice for a year (the same one the client language switcher writes). */
export const languageCookie = (locale: Locale) =>
  ({ name: LOCALE_COOKIE, value: locale, path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_S, sameSite: 'lax' }) as const;
