import type { inferParserType } from 'nuqs/server';
import { dayParam, flagParam, idParam, listLoader } from '@/lib/url-state/params';

/**
 * The screen's state in the URL (?history=true&from=&to=&location=), so a view can be shared. Read by the
 * server page (its first board) and the screen alike; anything malformed reads as the default.
 * `location` '' is every location the user may see; `from`/`to` '' is today in the reader's zone.
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

export type HistoryRange = { from: string; to: string };

/** What is wrong with a history range, if anything: a half-typed date is "not yet", not a request. */
export function rangeProblem(r: HistoryRange): 'dateRequired' | 'rangeInvalid' | null {
  if (!r.from || !r.to) return 'dateRequired';
  return r.from > r.to ? 'rangeInvalid' : null;
}

/** The history's API query. */
export const historyQuery = (r: HistoryRange, location: string) => ({
  history: 'true' as const,
  from: r.from,
  to: r.to,
  location: location || undefined,
});
