import { createTranslator } from 'next-intl';
import type en from '@/messages/apiErrors/en.json';
import type doneEn from '@/messages/apiMessages/en.json';
import type { Locale } from './config';
import type { Messages } from './messages';

/** Every dotted path to a string of a catalogue: the keys a message may name. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/**
 * What the API says, one catalogue per reader: refusals in messages/apiErrors, confirmations of what was
 * done in messages/apiMessages (under `done.` here), so a success message is said by key like an error.
 */
type ApiCatalogue = typeof en & { done: typeof doneEn };
/** A key of the API's catalogue (`done.*` for confirmations): a wrong key fails typecheck. */
export type ErrorKey = Leaves<ApiCatalogue>;
/**
 * An ICU parameter: a value, or another message translated first (a field's problem inside "field: problem"),
 * or several such messages, joined by "; ".
 */
export type ErrorParam = string | number | ErrorText | readonly ErrorText[];
/** What the server means to say, translated only where the reader's language is known (DESIGN §7). */
export type ErrorText = { readonly key: ErrorKey; readonly params?: Readonly<Record<string, ErrorParam>> };

export const say = (key: ErrorKey, params?: Record<string, ErrorParam>): ErrorText => (params ? { key, params } : { key });

export const isErrorText = (v: unknown): v is ErrorText =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { key?: unknown }).key === 'string' &&
  Object.keys(v).every((k) => k === 'key' || k === 'params');

/** The two catalogues of one locale as the one catalogue a translator reads (confirmations under `done`). */
export const apiCatalogue = (errors: Messages, done: Messages): Messages => ({ ...errors, done });

/** A translator of the API's catalogue (see apiCatalogue): ICU formatting, and whether a key exists. */
export type Translate = { (key: string, params?: Record<string, string | number>): string; has(key: string): boolean };

/** The catalogue of one locale (apiCatalogue) as a translator; works outside React (server boundary, browser forms, tests). */
export function errorTranslator(locale: Locale, catalogue: Messages): Translate {
  // The catalogue is typed by its shape (ErrorKey), so the translator itself takes plain strings.
  return createTranslator({ locale, messages: { apiErrors: catalogue }, namespace: 'apiErrors' }) as unknown as Translate;
}

/** The text in one language, parameters that are messages themselves translated first. */
export function renderError(text: ErrorText, t: Translate): string {
  const render = (v: ErrorParam): string | number =>
    Array.isArray(v) ? v.map((x: ErrorText) => renderError(x, t)).join('; ') : isErrorText(v) ? renderError(v, t) : (v as string | number);
  const params = Object.fromEntries(Object.entries(text.params ?? {}).map(([k, v]) => [k, render(v)]));
  return t(text.key, params);
}
