import type { Messages } from 'next-intl';

/** A menu entry's message key under `nav` (the group names sit apart, under nav.groups). */
export type NavKey = Exclude<keyof Messages['nav'], 'groups'>;
/** A page title's message key under `pages`. */
export type PageKey = keyof Messages['pages'];

type Translator = { (key: never): string; has(key: never): boolean };

/**
 * A key built from data at run time (a status, an action, a form field name) cannot be checked by the typed
 * keys of global.d.ts: it is translated when the catalogue holds it, and shown as `fallback` otherwise.
 */
export function translatedOr(t: Translator, key: string, fallback: string): string {
  const dataKey = key as never;
  return t.has(dataKey) ? t(dataKey) : fallback;
}
