import { isHostileString } from '@/lib/schema-kit/input-checks';

/** Longer than any path segment of this app (ids, slugs, tabs, link tokens), as the API's own limit. */
const MAX_SEGMENT_LENGTH = 200;
/** Longer than any search value a page reads (free text is cut to 100, a `next` path stays well below). */
const MAX_VALUE_LENGTH = 2_000;
// C0 controls and DEL: nothing in a path segment of this app contains one (as the API: input-checks.ts).
const CONTROL = /[\u0000-\u001f\u007f]/;

/** `%` escapes that decode to UTF-8, or null: a malformed escape, or bytes that are no text (a lone surrogate's %ED%A0%80). */
function decoded(raw: string, plusIsSpace: boolean): string | null {
  try {
    return decodeURIComponent(plusIsSpace ? raw.replaceAll('+', ' ') : raw);
  } catch {
    return null;
  }
}

/**
 * What is wrong with a page's address, or null when nothing is: the name of the first path segment or
 * search parameter holding what no page of this app can read (issue 24 item 6) — a malformed `%` escape,
 * bytes that are not UTF-8 (a lone surrogate), NUL or another control character in a path segment, NUL
 * in a search value, or a value longer than any page reads. The API answers the same input with 400
 * (lib/schema-kit/input-checks.ts); a page answers it with a 400 page (proxy.ts) instead of passing it to
 * a parser or the database. Takes the address as it came, still %-encoded: Next's own decoding is lenient
 * (a malformed escape becomes U+FFFD), so only the raw form shows what was sent.
 */
export function hostileAddressPart(pathname: string, search: string): string | null {
  for (const raw of pathname.split('/')) {
    if (!raw) continue;
    const segment = decoded(raw, false);
    if (segment === null || segment.length > MAX_SEGMENT_LENGTH || CONTROL.test(segment) || isHostileString(segment)) return 'path';
  }
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const [rawName, rawValue] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    const name = decoded(rawName, true);
    const value = decoded(rawValue, true);
    // A name that is itself unreadable is named by what can be shown of it.
    const shown = name !== null && !isHostileString(name) && name.length <= 40 ? name : 'query';
    if (name === null || value === null || isHostileString(name) || isHostileString(value)) return shown;
    if (name.length > MAX_SEGMENT_LENGTH || value.length > MAX_VALUE_LENGTH) return shown;
  }
  return null;
}
