import { createLoader, createParser, parseAsNumberLiteral, parseAsStringLiteral, type ParserMap, type UrlKeys } from 'nuqs/server';
import { PER_PAGE_OPTIONS } from '@/components/ui/controls';
import { isDay } from '@/lib/api/days';
import { isUuid } from '@/lib/api/ids';

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

/** Free text, cut to what the API accepts. */
export const textParam = (max = 100) => createParser({ parse: (v) => v.slice(0, max), serialize: (v: string) => v }).withDefault('');

/** One of a fixed set of values. */
export const oneOfParam = <T extends string>(values: readonly T[], fallback: T) => parseAsStringLiteral(values).withDefault(fallback);

/** Every list names its page size per_page in the URL, as the API does. */
export const URL_KEYS = { perPage: 'per_page' } as const;

/** The server page's reader of a list's state, from the same parsers the client screen uses. */
export const listLoader = <P extends ParserMap>(parsers: P) => createLoader(parsers, { urlKeys: URL_KEYS as UrlKeys<P> });
