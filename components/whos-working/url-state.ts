import { isDay } from '@/lib/api/days';
import { isUuid } from '@/lib/api/uuid';

/**
 * The screen's state lives in the URL (?history=true&from=&to=&location=) so a view can be shared.
 * Parsing is forgiving: anything malformed falls back to the default rather than failing the page.
 */
export type WhosWorkingView = 'live' | 'history';

export type WhosWorkingState = {
  view: WhosWorkingView;
  /** A location id, or null for every location the user may see. */
  location: string | null;
  /** yyyy-MM-dd; null means "today in the browser's time zone", which only the browser knows. */
  from: string | null;
  to: string | null;
};

type SearchParams = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function parseWhosWorkingParams(params: SearchParams): WhosWorkingState {
  const location = first(params.location);
  const from = first(params.from);
  const to = first(params.to);
  return {
    view: first(params.history) === 'true' ? 'history' : 'live',
    location: isUuid(location) ? location : null,
    from: from && isDay(from) ? from : null,
    to: to && isDay(to) ? to : null,
  };
}

export function whosWorkingHref(state: WhosWorkingState): string {
  const q = new URLSearchParams();
  if (state.view === 'history') {
    q.set('history', 'true');
    if (state.from) q.set('from', state.from);
    if (state.to) q.set('to', state.to);
  }
  if (state.location) q.set('location', state.location);
  const qs = q.toString();
  return qs ? `/whos-working?${qs}` : '/whos-working';
}

/** Today as yyyy-MM-dd in the browser's own time zone (toISOString would give the UTC day). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
