import type { inferParserType } from 'nuqs/server';
import { dayParam, flagParam, idParam, listLoader } from '@/lib/url-state/params';

/**
 * The screen's state in the URL (?history=true&from=&to=&location=), so a view can be shared. Read by the
 * server page (its first board) and the screen alike; anything malformed reads as the default.
 * `location` '' is every location the user may see; `from`/`to` '' is today at each site, on its own clock.
 */
export const whosWorkingParams = {
  history: flagParam,
  location: idParam,
  from: dayParam,
  to: dayParam,
};
export const loadWhosWorkingQuery = listLoader(whosWorkingParams);

export type WhosWorkingQuery = inferParserType<typeof whosWorkingParams>;

/** The live board's API query. */
export const liveQuery = (location: string) => ({ location: location || undefined });

/** Two days, or both '' for the default: today at each site (issue 22 item 2: a site's day is the site's). */
export type HistoryRange = { from: string; to: string };

/** The URL's range as the API reads it: a date alone stands for that one day; none is today at each site. */
export const rangeOf = (q: Pick<WhosWorkingQuery, 'from' | 'to'>): HistoryRange => ({ from: q.from || q.to, to: q.to || q.from });

/** The default range: no dates, today at each site. */
export const isSiteToday = (r: HistoryRange) => !r.from && !r.to;

/** What is wrong with a history range, if anything: a half-typed date is "not yet", not a request. */
export function rangeProblem(r: HistoryRange): 'dateRequired' | 'rangeInvalid' | null {
  if (isSiteToday(r)) return null;
  if (!r.from || !r.to) return 'dateRequired';
  return r.from > r.to ? 'rangeInvalid' : null;
}

/** The history's API query (no dates for the default: the server knows each site's today). */
export const historyQuery = (r: HistoryRange, location: string) => ({
  history: 'true' as const,
  from: r.from || undefined,
  to: r.to || undefined,
  location: location || undefined,
});
