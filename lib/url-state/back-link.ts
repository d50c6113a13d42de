import { sameOriginPath } from '@/lib/auth/schema';

/**
 * The URL key a detail page reads to know the list (path and query string) it was opened from. Not `from`:
 * lists use that for a date filter, and a detail URL should not read like one.
 */
export const BACK_KEY = 'back';

// Parses a path that sameOriginPath has already kept on our origin; no request comes from this origin.
const PROBE = 'https://portal.invalid';

/**
 * Where a detail page's back link goes: the list URL it was opened from, filters, sort and page kept, when
 * that is a same-origin path of this very list; anything else (another route, another origin, a mangled
 * value, several values) is the plain list. So a tampered `back` can never send the user elsewhere, and
 * never fails: the worst it does is lose the list's filters.
 */
export function backTo(raw: unknown, listRoute: string): string {
  const path = typeof raw === 'string' ? sameOriginPath(raw.trim()) : undefined;
  if (!path) return listRoute;
  const url = new URL(path, PROBE);
  return url.pathname === listRoute ? `${listRoute}${url.search}` : listRoute;
}

/** A list URL that backTo returned, on another page (page 1 is the list's default: left out). */
export function withPage(back: string, page: number): string {
  const [path = '', search = ''] = back.split('?');
  const query = new URLSearchParams(search);
  if (page > 1) query.set('page', String(page));
  else query.delete('page');
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

/** The query string (without `?`) of a list URL that backTo returned. */
export const searchOf = (back: string): string => back.split('?')[1] ?? '';

/**
 * A detail page's href that remembers the list it is opened from. The plain list is not worth carrying:
 * without `back` the detail page goes back to it anyway.
 */
export function withFrom(detailPath: string, back: string): string {
  return back.includes('?') ? `${detailPath}?${new URLSearchParams({ [BACK_KEY]: back })}` : detailPath;
}

/** The href of a detail page opened from the list at `pathname` with the query string `search`. */
export const detailFromList = (detailPath: string, pathname: string, search: string): string =>
  withFrom(detailPath, backTo(search ? `${pathname}?${search.replace(/^\?/, '')}` : pathname, pathname));
