import { createLoader, createParser, parseAsBoolean, parseAsNumberLiteral, type ParserMap, type UrlKeys } from 'nuqs/server';
import { PER_PAGE_OPTIONS } from '@/lib/url-state/per-page';
import { isDay } from '@/lib/schema-kit/days';
import { isUuid } from '@/lib/schema-kit/uuid';

/**
 * The one definition of a list's state in the URL (nuqs parsers), read by the server page and by the client
 * screen alike. A mistyped or stale value in a shared link reads as the default, never as an error: the
 * server page renders the default list instead of a 500, the client never sends it to the API as a 400.
 */

export const DEFAULT_PER_PAGE = 25;

/** A positive page number (bounded like the API's page query). */
export const pageParam = createParser({
  parse: (v) => {
    const n = Number(v);
    return Number.isInteger(n) && n > 0 && n <= 100_000 ? n : null;
  },
  serialize: String,
}).withDefault(1);

/** One of the rows-per-page choices the pagination offers. */
export const perPageParam = parseAsNumberLiteral(PER_PAGE_OPTIONS).withDefault(DEFAULT_PER_PAGE);

/** A record id: anything but a uuid reads as the default (none, unless a list names another). */
export const uuidParser = createParser({ parse: (v) => (isUuid(v) ? v : null), serialize: (v: string) => v });
export const idParam = uuidParser.withDefault('');

/** A calendar day, YYYY-MM-DD. */
export const dayParam = createParser({ parse: (v) => (isDay(v) ? v : null), serialize: (v: string) => v }).withDefault('');

/**
 * Free text, cut to what the API accepts (never inside a surrogate pair). Text holding NUL or a lone
 * surrogate, which the API answers with 400 and PostgreSQL refuses, reads as no text: the page's default
 * list, never a 500 (issue 24 item 6; proxy.ts answers such an address with a 400 page before it gets here).
 */
export const freeText = (v: string, max: number): string | null => {
  // input-checks.ts isHostileString's rule, written out: that module's error catalogue has no place in the
  // browser's bundle, and a regular expression where String.isWellFormed is too new for some browsers.
  if (v.includes('\u0000') || LONE_SURROGATE.test(v)) return null;
  const cut = v.slice(0, max);
  return LONE_SURROGATE.test(cut) ? cut.slice(0, -1) : cut;
};
/** A high surrogate with no low one after it, or a low one with no high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const textParam = (max = 100) => createParser({ parse: (v) => freeText(v, max), serialize: (v: string) => v }).withDefault('');

/** One of a fixed set of values; the fallback may lie outside the set (e.g. '' for "any"). */
export const oneOfParam = <T extends string, F extends string = T>(values: readonly T[], fallback: F) =>
  createParser<T | F>({ parse: (v) => ((values as readonly string[]).includes(v) ? (v as T) : null), serialize: (v) => v }).withDefault(
    fallback,
  );

/** An on/off switch: only "true" is on. */
export const flagParam = parseAsBoolean.withDefault(false);

/** Every list names its page size per_page in the URL, as the API does, and the row open beside it id. */
const URL_KEYS = { perPage: 'per_page', open: 'id' } as const;

/** URL names of a screen's values where they differ from the value's name (besides URL_KEYS). */
export type ExtraKeys = Readonly<Record<string, string>>;

export const urlKeysOf = <P extends ParserMap>(extra: ExtraKeys = {}) => ({ ...URL_KEYS, ...extra }) as UrlKeys<P>;

/** The server page's reader of a list's state, from the same parsers the client screen uses. */
export const listLoader = <P extends ParserMap>(parsers: P, extra?: ExtraKeys) => createLoader(parsers, { urlKeys: urlKeysOf<P>(extra) });
