import type { inferParserType } from 'nuqs/server';
import { dayParam, pageParam, perPageParam, textParam, uuidParser } from '@/lib/url-state/params';

export { DEFAULT_PER_PAGE } from '@/lib/url-state/params';

/** The filters both lists (timesheets, timecards) keep in the URL; bad values read as defaults. */
export const baseParams = {
  location: uuidParser.withDefault('all'),
  from: dayParam,
  to: dayParam,
  q: textParam(100),
  page: pageParam,
  perPage: perPageParam,
};
export type BaseFilter = inferParserType<typeof baseParams>;

/** SPEC §3: dateRange is "from to to"; sent only once both ends are chosen and in order. */
export function dateRangeOf(f: Pick<BaseFilter, 'from' | 'to'>): string | undefined {
  return f.from && f.to && f.from <= f.to ? `${f.from} to ${f.to}` : undefined;
}

export const hasFilters = (f: BaseFilter) => f.location !== 'all' || Boolean(f.from || f.to || f.q);

/** The API query of the shared filters. */
export const baseQuery = (f: BaseFilter) => ({
  location: f.location === 'all' ? undefined : f.location,
  dateRange: dateRangeOf(f),
  custom_search: f.q || undefined,
  page: f.page,
  per_page: f.perPage,
});
